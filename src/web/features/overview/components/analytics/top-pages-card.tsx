import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AnalyticsSummary } from '@/contract/dashboard';
import { formatNumber } from '@/web/lib/format';
import { WidgetCard } from '@/web/features/overview/components/widget-card';
import { WidgetEmpty } from '@/web/features/overview/components/figure-list';
import { SkeletonRows } from './widget-states';

/** The public pages viewed most in the period, with their views. */
export function TopPagesCard({ topPages }: { topPages: AnalyticsSummary['topPages'] | undefined }) {
  const { t, i18n } = useTranslation('analytics-dashboard');
  return (
    <WidgetCard title={t('topPages.title')} subheader={t('topPages.subheader')} sx={{ height: '100%' }}>
      <Box sx={{ p: 3, pt: 2 }}>
        {!topPages ? (
          <SkeletonRows rows={6} height={32} />
        ) : topPages.length === 0 ? (
          <WidgetEmpty text={t('topPages.empty')} />
        ) : (
          <Table size="small" aria-label={t('topPages.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('topPages.page')}</TableCell>
                <TableCell align="right">{t('views')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {topPages.map((row) => (
                <TableRow key={row.path} sx={{ '&:last-child td, &:last-child th': { borderBottom: 0 } }}>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', direction: 'ltr' }}>
                    {row.path}
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatNumber(row.views, i18n.language)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Box>
    </WidgetCard>
  );
}
