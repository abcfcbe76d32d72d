import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { invoiceNumberOf } from '@/contract/invoice-document';
import { formatPrice } from '@/contract/money';
import { formatDate } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { useInvoices } from '@/web/features/user/api/invoices';
import { QueryContent } from './query-content';
import { SettingsCard } from './settings-card';

/** The invoices of the user's orders, newest first, each leading to its invoice screen. */
export function InvoiceHistorySection() {
  const { t, i18n } = useTranslation();
  const invoices = useInvoices();
  return (
    <SettingsCard title={t('account-settings.invoices.title')}>
      <QueryContent query={invoices} skeletonHeight={120}>
        {(list) =>
          list.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('account-settings.invoices.none')}
            </Typography>
          ) : (
            <Stack component="ul" sx={{ gap: 2, m: 0, p: 0, listStyle: 'none' }}>
              {list.map((invoice) => (
                <Stack
                  component="li"
                  key={invoice.id}
                  direction="row"
                  data-testid="invoice-entry"
                  sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}
                >
                  <Stack sx={{ minWidth: 0 }}>
                    <Link
                      component={RouterLink}
                      to={paths.dashboard.eCommerce.invoice(invoice.id)}
                      variant="subtitle2"
                      aria-label={t('account-settings.invoices.view', {
                        number: invoiceNumberOf(invoice.number),
                      })}
                    >
                      {invoiceNumberOf(invoice.number)}
                    </Link>
                    <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                      <bdi>{formatDate(invoice.createdAt, i18n.language)}</bdi>
                    </Typography>
                  </Stack>
                  <Typography variant="body2" sx={{ flexShrink: 0 }}>
                    {formatPrice(invoice.price, i18n.language)}
                  </Typography>
                </Stack>
              ))}
            </Stack>
          )
        }
      </QueryContent>
    </SettingsCard>
  );
}
