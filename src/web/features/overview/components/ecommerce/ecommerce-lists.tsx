import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { EcommerceSummary } from '@/contract/dashboard';
import { formatPrice } from '@/contract/money';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { ColorDots } from '@/web/components/color-dots';
import { ProductPrice } from '@/web/components/product-price';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { paths } from '@/web/lib/paths';
import { CoverImage, FigureList } from '@/web/features/overview/components/figure-list';

type Summary = EcommerceSummary | undefined;

function ProductLink({ slug, name }: { slug: string; name: string }) {
  return (
    <Link
      component={RouterLink}
      to={paths.dashboard.eCommerce.product(slug)}
      color="inherit"
      underline="hover"
    >
      {name}
    </Link>
  );
}

function Figure({ children }: { children: string }) {
  return (
    <Typography variant="subtitle2" component="span">
      {children}
    </Typography>
  );
}

/** The period's best-selling products by revenue, with the units sold. */
export function TopProductsCard({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  return (
    <WidgetCard
      title={t('ecommerce-dashboard.topProducts.title')}
      subheader={t('ecommerce-dashboard.topProducts.subheader')}
      sx={{ height: 1 }}
    >
      <FigureList
        empty={t('ecommerce-dashboard.topProducts.empty')}
        items={summary?.topProducts.map((product) => ({
          key: product.productId,
          media: <CoverImage src={product.cover} />,
          primary: <ProductLink slug={product.slug} name={product.name} />,
          secondary: t('ecommerce-dashboard.topProducts.sold', { count: product.quantity }),
          end: <Figure>{formatPrice(product.revenue, i18n.language)}</Figure>,
        }))}
      />
    </WidgetCard>
  );
}

/** The accounts that spent the most in the period. */
export function BestCustomersCard({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  return (
    <WidgetCard
      title={t('ecommerce-dashboard.topCustomers.title')}
      subheader={t('ecommerce-dashboard.topCustomers.subheader')}
      sx={{ height: 1 }}
    >
      <FigureList
        empty={t('ecommerce-dashboard.topCustomers.empty')}
        items={summary?.topCustomers.map((customer) => ({
          key: customer.userId,
          media: <AvatarWithInitial name={customer.name} src={customer.avatarUrl} alt="" />,
          primary: customer.name,
          secondary: t('ecommerce-dashboard.topCustomers.orders', { count: customer.orders }),
          end: <Figure>{formatPrice(customer.total, i18n.language)}</Figure>,
        }))}
      />
    </WidgetCard>
  );
}

/** The products added to the catalogue last, with their price and colours. */
export function LatestProductsCard({ summary }: { summary: Summary }) {
  const { t } = useTranslation();
  return (
    <WidgetCard
      title={t('ecommerce-dashboard.latestProducts.title')}
      subheader={t('ecommerce-dashboard.latestProducts.subheader')}
      sx={{ height: 1 }}
    >
      <FigureList
        empty={t('ecommerce-dashboard.latestProducts.empty')}
        items={summary?.latestProducts.map((product) => ({
          key: product.id,
          media: <CoverImage src={product.cover} />,
          primary: <ProductLink slug={product.slug} name={product.name} />,
          secondary: <ProductPrice price={product.price} priceSale={product.priceSale} variant="body2" />,
          end: <ColorDots colors={product.colors} />,
        }))}
      />
    </WidgetCard>
  );
}
