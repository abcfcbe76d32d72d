import { useTranslation } from 'react-i18next';
import { Page } from '@/web/components/page';
import { LazyProductForm } from '@/web/features/e-commerce/components/product-form/lazy-product-form';
import { ProductPermissionDenied } from '@/web/features/e-commerce/components/product-form/product-permission-denied';
import { useMayEditProducts } from '@/web/features/e-commerce/components/product-form/use-may-edit-products';
import { ShopPageHeader } from '@/web/features/e-commerce/components/shop-page-header';

/** /dashboard/e-commerce/product/new: an admin adds a product to the catalogue. */
export default function NewProductPage() {
  const { t } = useTranslation();
  const mayEdit = useMayEditProducts();
  return (
    <Page title={t('product-form.titles.new')}>
      {mayEdit ? (
        <>
          <ShopPageHeader heading={t('product-form.new.heading')} current={t('product-form.crumbs.new')} />
          <LazyProductForm />
        </>
      ) : (
        <ProductPermissionDenied />
      )}
    </Page>
  );
}
