import { useTranslation } from 'react-i18next';
import { PermissionDenied } from '@/web/components/permission-denied';
import { paths } from '@/web/lib/paths';

/** What a member sees instead of the product form: only admins create, change and delete products. */
export function ProductPermissionDenied() {
  const { t } = useTranslation();
  return (
    <PermissionDenied
      titleComponent="h1"
      title={t('product-form.denied.title')}
      hint={t('product-form.denied.hint')}
      back={{ to: paths.dashboard.eCommerce.shop, label: t('product-form.denied.back') }}
    />
  );
}
