import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { invoiceDocument } from '@/contract/invoice-document';
import { invoiceLanguageOf } from '@/contract/invoice-texts';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { ScreenHeading } from '@/web/components/screen-heading';
import { useDownloadInvoicePdf } from '@/web/features/e-commerce/api/download-invoice-pdf';
import { isOrderNotFound, useOrder } from '@/web/features/e-commerce/api/get-order';
import { useOrders } from '@/web/features/e-commerce/api/get-orders';
import { InvoicePrintStyles } from '@/web/features/e-commerce/components/invoice/invoice-print-styles';
import { InvoiceSheet } from '@/web/features/e-commerce/components/invoice/invoice-sheet';
import { InvoiceSkeleton } from '@/web/features/e-commerce/components/invoice/invoice-skeleton';
import { InvoiceToolbar } from '@/web/features/e-commerce/components/invoice/invoice-toolbar';
import { PrintableInvoiceTheme } from '@/web/features/e-commerce/components/invoice/printable-invoice-theme';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast';

/**
 * /dashboard/e-commerce/invoice[?id=]: the invoice of the buyer's latest order, or of the order chosen, with
 * a switch to any other of their orders, Print (the invoice alone) and Download PDF (in the screen's language).
 */
export default function InvoicePage() {
  const { t, i18n } = useTranslation();
  const message = useErrorText();
  const [params, setParams] = useSearchParams();
  const chosenId = params.get('id') || undefined;
  const orders = useOrders();
  const chosen = useOrder(chosenId);
  const order = chosenId ? chosen.data : orders.data?.[0];
  const language = invoiceLanguageOf(i18n.resolvedLanguage ?? i18n.language);
  const invoice = useMemo(() => (order ? invoiceDocument(order, language) : undefined), [order, language]);
  const download = useDownloadInvoicePdf();
  const [printing, setPrinting] = useState(false);

  const shop = paths.dashboard.eCommerce;
  const heading = (
    <ScreenHeading
      heading={t('invoice.heading')}
      crumbs={[
        { name: t('ecommerce.crumbs.dashboard'), href: paths.dashboard.root },
        { name: t('ecommerce.crumbs.ecommerce'), href: shop.root },
        { name: t('invoice.crumb') },
      ]}
    />
  );

  const print = () => {
    // The light theme is drawn before the browser takes its print snapshot.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };

  const failure = chosenId ? chosen.error : orders.error;
  if (failure && !order) {
    const notFound = isOrderNotFound(failure);
    return (
      <Page title={t('invoice.title')}>
        <EmptyContent
          titleComponent="h1"
          title={notFound ? message(failure) : t('invoice.loadFailed')}
          description={
            <Stack sx={{ alignItems: 'center', gap: 3 }}>
              {notFound ? t('invoice.notFoundHint') : message(failure)}
              <Button component={RouterLink} to={shop.invoice()} variant="outlined" color="inherit">
                {t('invoice.showLatest')}
              </Button>
            </Stack>
          }
        />
      </Page>
    );
  }

  if (!chosenId && orders.data?.length === 0) {
    return (
      <Page title={t('invoice.title')}>
        {heading}
        <EmptyContent
          title={t('invoice.empty')}
          description={
            <Stack sx={{ alignItems: 'center', gap: 3 }}>
              {t('invoice.emptyHint')}
              <Button component={RouterLink} to={shop.shop} variant="contained">
                {t('invoice.goToShop')}
              </Button>
            </Stack>
          }
        />
      </Page>
    );
  }

  return (
    <Page title={t('invoice.title')}>
      <InvoicePrintStyles />
      {heading}
      {order && invoice ? (
        <>
          <InvoiceToolbar
            orders={orders.data ?? []}
            order={order}
            language={language}
            onSelect={(id) => setParams({ id })}
            onPrint={print}
            onDownload={() =>
              download.mutate({ order, language }, { onError: (error) => toast(message(error), 'error') })
            }
            downloading={download.isPending}
          />
          <PrintableInvoiceTheme printing={printing}>
            <InvoiceSheet invoice={invoice} />
          </PrintableInvoiceTheme>
        </>
      ) : (
        <InvoiceSkeleton />
      )}
    </Page>
  );
}
