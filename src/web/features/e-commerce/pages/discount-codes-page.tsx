import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DiscountCode } from '@/contract/discount-codes';
import { PlusIcon } from '@/web/components/action-icons';
import { EmptyContent } from '@/web/components/empty-content';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { Page } from '@/web/components/page';
import { PageNotice } from '@/web/components/page-notice';
import { ScreenHeading } from '@/web/components/screen-heading';
import { useDiscountCodes } from '@/web/features/e-commerce/api/get-discount-codes';
import { DeleteDiscountCodeDialog } from '@/web/features/e-commerce/components/discount-codes/delete-discount-code-dialog';
import { DiscountCodeDialog } from '@/web/features/e-commerce/components/discount-codes/discount-code-dialog';
import { DiscountCodesTable } from '@/web/features/e-commerce/components/discount-codes/discount-codes-table';
import { useMayEditProducts } from '@/web/features/e-commerce/components/product-form/use-may-edit-products';
import { paths } from '@/web/lib/paths';

type Editing = { kind: 'new' } | { kind: 'edit'; code: DiscountCode } | null;

/** /dashboard/e-commerce/discount-codes: the admins' discount codes, added, changed and deleted here. */
export default function DiscountCodesPage() {
  const { t } = useTranslation();
  // Products and discount codes are the admins' alike (DECISIONS §3).
  const isAdmin = useMayEditProducts();
  const { data: codes, isPending, error } = useDiscountCodes(isAdmin);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<DiscountCode | null>(null);

  if (!isAdmin)
    return (
      <Page title={t('discount-codes.title')}>
        <PageNotice
          title={t('discount-codes.denied.title')}
          hint={t('discount-codes.denied.hint')}
          link={{ to: paths.dashboard.eCommerce.shop, text: t('discount-codes.denied.back') }}
        />
      </Page>
    );

  return (
    <Page title={t('discount-codes.title')}>
      <ScreenHeading
        heading={t('discount-codes.heading')}
        crumbs={[
          { name: t('ecommerce.crumbs.dashboard'), href: paths.dashboard.root },
          { name: t('ecommerce.crumbs.ecommerce'), href: paths.dashboard.eCommerce.root },
          { name: t('discount-codes.crumb') },
        ]}
        action={
          <Button variant="contained" startIcon={<PlusIcon />} onClick={() => setEditing({ kind: 'new' })}>
            {t('discount-codes.newCode')}
          </Button>
        }
      />
      <Card sx={{ minWidth: 0 }}>
        <LoadFailedAlert title={t('discount-codes.loadFailed')} error={error} />
        {isPending && !error ? (
          <Stack sx={{ p: 2.5, gap: 1.5 }} aria-hidden>
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} variant="rounded" height={40} />
            ))}
          </Stack>
        ) : codes && codes.length === 0 ? (
          <EmptyContent title={t('discount-codes.empty')} description={t('discount-codes.emptyHint')} />
        ) : (
          codes && (
            <DiscountCodesTable
              codes={codes}
              onEdit={(code) => setEditing({ kind: 'edit', code })}
              onDelete={setDeleting}
            />
          )
        )}
      </Card>
      {editing && (
        <DiscountCodeDialog
          editing={editing.kind === 'edit' ? editing.code : null}
          onClose={() => setEditing(null)}
        />
      )}
      {deleting && <DeleteDiscountCodeDialog code={deleting} onClose={() => setDeleting(null)} />}
    </Page>
  );
}
