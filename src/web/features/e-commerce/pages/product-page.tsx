import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { EmptyContent } from '@/web/components/empty-content';
import { Page } from '@/web/components/page';
import { isProductNotFound } from '@/web/features/e-commerce/api/get-product';
import { useProductAtCurrentSlug } from '@/web/features/e-commerce/api/use-product-at-current-slug';
import { CartCountChip } from '@/web/features/e-commerce/components/cart-count-chip';
import { ArrowBackIcon } from '@/web/features/e-commerce/components/ecommerce-icons';
import { ProductCarousel } from '@/web/features/e-commerce/components/product-carousel';
import { ProductDescription } from '@/web/features/e-commerce/components/product-description';
import { ProductAdminActions } from '@/web/features/e-commerce/components/product-form/product-admin-actions';
import { ProductReviews } from '@/web/features/e-commerce/components/product-reviews';
import { ProductSummary } from '@/web/features/e-commerce/components/product-summary';
import { ShopPageHeader } from '@/web/features/e-commerce/components/shop-page-header';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';

function BackToShop() {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.dashboard.eCommerce.shop}
      color="inherit"
      sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}
      startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
    >
      {t('ecommerce.product.backToShop')}
    </Button>
  );
}

/** /dashboard/e-commerce/product/{name-slug}: images, price, pickers, Add to cart, the description and the reviews. */
export default function ProductPage() {
  const { t } = useTranslation();
  const message = useErrorText();
  const slug = useParams().name ?? '';
  const { data: product, isPending, error } = useProductAtCurrentSlug(slug, paths.dashboard.eCommerce.product);

  if (error) {
    const notFound = isProductNotFound(error);
    return (
      <Page title={t('ecommerce.titles.product')}>
        <EmptyContent
          titleComponent="h1"
          title={notFound ? t('ecommerce.product.notFound') : t('ecommerce.product.loadFailed')}
          description={
            <Stack sx={{ alignItems: 'center', gap: 3 }}>
              {notFound ? t('ecommerce.product.notFoundHint') : message(error)}
              <BackToShop />
            </Stack>
          }
        />
      </Page>
    );
  }

  return (
    <Page title={t('ecommerce.titles.product')}>
      <ShopPageHeader
        heading={t('ecommerce.product.heading')}
        current={product?.name ?? t('ecommerce.crumbs.product')}
        action={
          <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <BackToShop />
            <CartCountChip />
            {product && <ProductAdminActions product={product} />}
          </Stack>
        }
      />
      {isPending ? (
        <Grid container spacing={4} aria-busy>
          <Grid size={{ xs: 12, md: 6, lg: 7 }}>
            <Skeleton variant="rounded" sx={{ width: 1, height: 'auto', aspectRatio: '1 / 1' }} />
          </Grid>
          <Grid size={{ xs: 12, md: 6, lg: 5 }}>
            <Stack sx={{ gap: 2 }}>
              <Skeleton variant="text" width="40%" />
              <Skeleton variant="text" width="80%" height={40} />
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="rounded" height={160} />
            </Stack>
          </Grid>
        </Grid>
      ) : (
        <>
          <Grid container spacing={{ xs: 3, md: 5 }}>
            <Grid size={{ xs: 12, md: 6, lg: 7 }}>
              <ProductCarousel images={product.images} name={product.name} />
            </Grid>
            <Grid size={{ xs: 12, md: 6, lg: 5 }}>
              {/* A new product's pickers start afresh. */}
              <ProductSummary key={product.id} product={product} />
            </Grid>
          </Grid>
          <Card component="section" aria-labelledby="description-heading" sx={{ mt: 5, p: { xs: 3, md: 5 } }}>
            <Typography id="description-heading" variant="h5" component="h2" sx={{ mb: 2 }}>
              {t('ecommerce.product.description')}
            </Typography>
            <ProductDescription html={product.description} />
          </Card>
          <Card component="section" aria-labelledby="reviews-heading" sx={{ mt: 3, p: { xs: 3, md: 5 } }}>
            <Typography id="reviews-heading" variant="h5" component="h2" sx={{ mb: 3 }}>
              {t('ecommerce.reviews.heading', { count: product.totalReview })}
            </Typography>
            <ProductReviews product={product} />
          </Card>
        </>
      )}
    </Page>
  );
}
