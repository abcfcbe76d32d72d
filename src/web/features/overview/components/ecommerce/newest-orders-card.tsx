import { useTranslation } from 'react-i18next';
import { DashboardLimits } from '@/contract/dashboard-rules';
import type { DashboardOrder } from '@/contract/dashboard';
import { OrdersTable } from '@/web/features/overview/components/orders-table';
import { WidgetCard } from '@/web/features/overview/components/widget-card';

/** The shop's newest orders, whoever placed them. */
export function NewestOrdersCard({ orders }: { orders: DashboardOrder[] | undefined }) {
  const { t } = useTranslation();
  const title = t('ecommerce-dashboard.newestOrders.title');
  return (
    <WidgetCard title={title} subheader={t('ecommerce-dashboard.newestOrders.subheader')}>
      <OrdersTable
        orders={orders}
        label={title}
        empty={t('ecommerce-dashboard.newestOrders.empty')}
        rows={DashboardLimits.newestOrders}
      />
    </WidgetCard>
  );
}
