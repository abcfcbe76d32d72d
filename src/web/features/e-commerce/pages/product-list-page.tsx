import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { mayChangeProducts } from '@/contract/product-rules';
import { Page } from '@/web/components/page';
import { ScreenHeading } from '@/web/components/screen-heading';
import { useProductListSearch } from '@/web/features/e-commerce/api/search-products';
import { PlusIcon } from '@/web/features/e-commerce/components/ecommerce-icons';
import { ProductListGrid } from '@/web/features/e-commerce/components/product-list/product-list-grid';
import {
  readProductListQuery,
  writeProductListQuery,
} from '@/web/features/e-commerce/components/product-list/product-list-query';
import { ProductListToolbar } from '@/web/features/e-commerce/components/product-list/product-list-toolbar';
import { useErrorText } from '@/web/lib/error-text';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';
import { useAddressChange } from '@/web/lib/use-address-change';

/**
 * /dashboard/e-commerce/list: the catalogue as a grid, searched, filtered, sorted and paged by the server, its
 * state in the address. Admins add, edit and delete products; everyone else reads.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const message = useErrorText();
  const user = useAuth((state) => state.user);
  const canChange = user !== null && mayChangeProducts(user);
  const [params] = useSearchParams();
  const query = useMemo(() => readProductListQuery(params), [params]);
  const { data, isFetching, error } = useProductListSearch(query);

  const change = useAddressChange(readProductListQuery, writeProductListQuery);

  return (
    <Page title={t('product-list.title')}>
      <ScreenHeading
        heading={t('product-list.heading')}
        crumbs={[
          { name: t('ecommerce.crumbs.dashboard'), href: paths.dashboard.root },
          { name: t('ecommerce.crumbs.ecommerce'), href: paths.dashboard.eCommerce.root },
          { name: t('product-list.crumb') },
        ]}
        action={
          canChange && (
            <Button
              component={RouterLink}
              to={paths.dashboard.eCommerce.newProduct}
              variant="contained"
              startIcon={<PlusIcon />}
            >
              {t('product-list.newProduct')}
            </Button>
          )
        }
      />
      <Card sx={{ minWidth: 0 }}>
        <ProductListToolbar query={query} onChange={change} />
        {error && (
          <Alert severity="error" role="alert" sx={{ mx: 2.5, mb: 2 }}>
            <AlertTitle>{t('product-list.loadFailed')}</AlertTitle>
            {message(error)}
          </Alert>
        )}
        <ProductListGrid
          query={query}
          data={data}
          loading={isFetching}
          canChange={canChange}
          onChange={change}
        />
      </Card>
    </Page>
  );
}
