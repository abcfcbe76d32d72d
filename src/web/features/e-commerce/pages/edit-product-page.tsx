import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { isProductNotFound } from '@/web/features/e-commerce/api/get-product';
import { useProductAtCurrentSlug } from '@/web/features/e-commerce/api/use-product-at-current-slug';
import { LazyProductForm } from '@/web/features/e-commerce/components/product-form/lazy-product-form';
import { ProductFormSkeleton } from '@/web/features/e-commerce/components/product-form/product-form-skeleton';
import { ProductPermissionDenied } from '@/web/features/e-commerce/components/product-form/product-permission-denied';
import { useMayEditProducts } from '@/web/features/e-commerce/components/product-form/use-may-edit-products';
import { ShopPageHeader } from '@/web/features/e-commerce/components/shop-page-header';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';

/** The product by its slug in the product form; a renamed product's old slug opens it at its current one. */
function EditProduct({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const { data: product, isPending, error } = useProductAtCurrentSlug(slug, paths.dashboard.eCommerce.editProduct);

  if (error) {
    const notFound = isProductNotFound(error);
    return (
      <EmptyContent
        titleComponent="h1"
        title={notFound ? t('ecommerce.product.notFound') : t('ecommerce.product.loadFailed')}
        description={
          <Stack sx={{ alignItems: 'center', gap: 3 }}>
            {notFound ? t('ecommerce.product.notFoundHint') : message(error)}
            <Button component={RouterLink} to={paths.dashboard.eCommerce.shop} color="inherit" variant="outlined">
              {t('ecommerce.product.backToShop')}
            </Button>
          </Stack>
        }
      />
    );
  }

  return (
    <>
      <ShopPageHeader heading={t('product-form.edit.heading')} current={product?.name ?? t('product-form.crumbs.edit')} />
      {isPending ? (
        <ProductFormSkeleton />
      ) : (
        // Keyed by the product, so the form starts again from the product it edits.
        <LazyProductForm key={product.id} product={product} />
      )}
    </>
  );
}

/** /dashboard/e-commerce/product/{name-slug}/edit: an admin changes a product. */
export default function EditProductPage() {
  const { t } = useTranslation();
  const mayEdit = useMayEditProducts();
  const slug = useParams().name ?? '';
  return (
    <Page title={t('product-form.titles.edit')}>{mayEdit ? <EditProduct slug={slug} /> : <ProductPermissionDenied />}</Page>
  );
}
