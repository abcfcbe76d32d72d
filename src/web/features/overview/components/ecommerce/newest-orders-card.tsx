import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardOrder } from '@/contract/dashboard';
import { DashboardLimits } from '@/contract/dashboard';
import { invoiceNumberOf, invoiceStatusTones } from '@/contract/invoice-document';
import { invoiceLanguageOf, invoiceTexts } from '@/contract/invoice-texts';
import { formatPrice } from '@/contract/money';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { Label } from '@/web/components/label';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { formatDateTime } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { WidgetEmpty } from './figure-list';

const columns = ['order', 'customer', 'product', 'total', 'status', 'date'] as const;

/** The shop's newest orders: number (to its invoice), buyer, first item, total, status and when. */
export function NewestOrdersCard({ orders }: { orders: DashboardOrder[] | undefined }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  // The invoice's own words for a status, so the table and the invoice say the same.
  const statuses = invoiceTexts[invoiceLanguageOf(language)].statuses;
  const title = t('ecommerce-dashboard.newestOrders.title');
  return (
    <WidgetCard title={title} subheader={t('ecommerce-dashboard.newestOrders.subheader')}>
      {orders?.length === 0 ? (
        <WidgetEmpty text={t('ecommerce-dashboard.newestOrders.empty')} />
      ) : (
        <TableContainer tabIndex={0} role="region" aria-label={title} sx={{ mt: 1 }}>
          <Table sx={{ minWidth: 760 }}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                    {t(`ecommerce-dashboard.newestOrders.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {orders
                ? orders.map((order) => (
                    <TableRow key={order.id}>
                      <TableCell component="th" scope="row">
                        <Link
                          component={RouterLink}
                          to={paths.dashboard.eCommerce.invoice(order.id)}
                          variant="subtitle2"
                          underline="hover"
                        >
                          {invoiceNumberOf(order.number)}
                        </Link>
                      </TableCell>
                      <TableCell>
                        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                          <AvatarWithInitial
                            name={order.customerName}
                            src={order.customerAvatarUrl}
                            alt=""
                            sx={{ width: 32, height: 32, fontSize: 14 }}
                          />
                          <Typography variant="body2" noWrap>
                            {order.customerName}
                          </Typography>
                        </Stack>
                      </TableCell>
                      <TableCell sx={{ maxWidth: 240 }}>
                        <Typography variant="body2" noWrap>
                          {order.firstItem}
                        </Typography>
                        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                          {t('ecommerce-dashboard.newestOrders.items', { count: order.items })}
                        </Typography>
                      </TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatPrice(order.total, language)}
                      </TableCell>
                      <TableCell>
                        <Label variant="soft" color={invoiceStatusTones[order.status]}>
                          {statuses[order.status]}
                        </Label>
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                        {formatDateTime(order.createdAt, language)}
                      </TableCell>
                    </TableRow>
                  ))
                : Array.from({ length: DashboardLimits.newestOrders }, (_, index) => (
                    <TableRow key={index} aria-hidden>
                      {columns.map((column) => (
                        <TableCell key={column}>
                          <Skeleton />
                        </TableCell>
                      ))}
                    </TableRow>
                  ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </WidgetCard>
  );
}
