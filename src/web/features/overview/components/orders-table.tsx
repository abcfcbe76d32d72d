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
import { invoiceNumberOf } from '@/contract/invoice-document';
import { formatPrice } from '@/contract/money';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { formatDateTime } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { WidgetEmpty } from './figure-list';
import { OrderStatusLabel } from './order-status-label';

const columns = ['number', 'customer', 'items', 'total', 'status', 'date'] as const;

interface OrdersTableProps {
  /** Undefined while they load. */
  orders: DashboardOrder[] | undefined;
  /** The table's name (its scroll region's). */
  label: string;
  empty: string;
  /** Skeleton rows while loading. */
  rows: number;
}

/**
 * Orders as the dashboards list them: number (to its invoice), buyer, what was bought, total, status and when.
 * Wider than a phone, it scrolls sideways inside its card (a focusable region, so a keyboard can scroll it too).
 */
export function OrdersTable({ orders, label, empty, rows }: OrdersTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  if (orders?.length === 0) return <WidgetEmpty text={empty} />;
  return (
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={label}
      sx={{
        mt: 1,
        '&:focus-visible': {
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
          outlineOffset: -2,
        },
      }}
    >
      <Table sx={{ minWidth: 760 }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'total' ? 'right' : 'left'}>
                {t(`overview.orders.${column}`)}
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
                      {t('overview.orders.itemCount', { count: order.items })}
                    </Typography>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(order.total, language)}
                  </TableCell>
                  <TableCell>
                    <OrderStatusLabel status={order.status} />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                    {formatDateTime(order.createdAt, language)}
                  </TableCell>
                </TableRow>
              ))
            : Array.from({ length: rows }, (_, index) => (
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
  );
}
