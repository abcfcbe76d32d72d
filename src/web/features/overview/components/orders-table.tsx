import Link from '@mui/material/Link';
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
import { formatPrice } from '@/contract/money';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { formatDate } from '@/web/lib/format';
import { paths } from '@/web/lib/paths';
import { OrderStatusLabel } from './order-status-label';

/**
 * Orders as a dashboard lists them: number (to the invoice), buyer, what was bought, total, status and day. Wider
 * than a phone, it scrolls sideways inside its card (a focusable region, so a keyboard can scroll it too).
 */
export function OrdersTable({ orders, label }: { orders: DashboardOrder[]; label: string }) {
  const { t, i18n } = useTranslation();
  return (
    <TableContainer
      role="region"
      aria-label={label}
      tabIndex={0}
      sx={{
        '&:focus-visible': {
          outline: (theme) => `2px solid ${theme.palette.primary.main}`,
          outlineOffset: -2,
        },
      }}
    >
      <Table size="small" sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('overview.orders.number')}</TableCell>
            <TableCell>{t('overview.orders.customer')}</TableCell>
            <TableCell>{t('overview.orders.items')}</TableCell>
            <TableCell align="right">{t('overview.orders.total')}</TableCell>
            <TableCell>{t('overview.orders.status')}</TableCell>
            <TableCell>{t('overview.orders.date')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => (
            <TableRow key={order.id} hover>
              <TableCell>
                <Link
                  component={RouterLink}
                  to={paths.dashboard.eCommerce.invoice(order.id)}
                  sx={{ fontWeight: 600 }}
                >
                  #{order.number}
                </Link>
              </TableCell>
              <TableCell>
                <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
                  <AvatarWithInitial
                    name={order.customerName}
                    src={order.customerAvatarUrl}
                    alt=""
                    sx={{ width: 32, height: 32 }}
                  />
                  <Typography variant="body2" noWrap>
                    {order.customerName}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell
                sx={{ maxWidth: 240, whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}
              >
                {order.items > 1
                  ? t('overview.orders.itemAndMore', { item: order.firstItem, count: order.items - 1 })
                  : order.firstItem}
              </TableCell>
              <TableCell align="right">{formatPrice(order.total, i18n.language)}</TableCell>
              <TableCell>
                <OrderStatusLabel status={order.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(order.createdAt, i18n.language)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
