import { useTranslation } from 'react-i18next';
import { PageNotice } from '@/web/components/page-notice';
import { paths } from '@/web/lib/paths';

/** What a member sees instead of the product form: only admins create, change and delete products. */
export function ProductPermissionDenied() {
  const { t } = useTranslation();
  return (
    <PageNotice
      title={t('product-form.denied.title')}
      hint={t('product-form.denied.hint')}
      link={{ to: paths.dashboard.eCommerce.shop, text: t('product-form.denied.back') }}
    />
  );
}
