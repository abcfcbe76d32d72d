import Card from '@mui/material/Card';
import { useTranslation } from 'react-i18next';
import { mayChangeProducts } from '@/contract/product-rules';
import { LoadFailedAlert } from '@/web/components/load-failed-alert';
import { NewItemButton } from '@/web/components/new-item-button';
import { Page } from '@/web/components/page';
import { ScreenHeading } from '@/web/components/screen-heading';
import { useProductListSearch } from '@/web/features/e-commerce/api/search-products';
import { ProductListGrid } from '@/web/features/e-commerce/components/product-list/product-list-grid';
import {
  readProductListQuery,
  writeProductListQuery,
} from '@/web/features/e-commerce/components/product-list/product-list-query';
import { ProductListToolbar } from '@/web/features/e-commerce/components/product-list/product-list-toolbar';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';
import { useAddressState } from '@/web/lib/use-address-change';

/**
 * /dashboard/e-commerce/list: the catalogue as a grid, searched, filtered, sorted and paged by the server, its
 * state in the address. Admins add, edit and delete products; everyone else reads.
 */
export default function ProductListPage() {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const canChange = user !== null && mayChangeProducts(user);
  const [query, change] = useAddressState(readProductListQuery, writeProductListQuery);
  const { data, isFetching, error } = useProductListSearch(query);

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
          canChange && <NewItemButton to={paths.dashboard.eCommerce.newProduct} label={t('product-list.newProduct')} />
        }
      />
      <Card sx={{ minWidth: 0 }}>
        <ProductListToolbar query={query} onChange={change} />
        <LoadFailedAlert title={t('product-list.loadFailed')} error={error} />
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
