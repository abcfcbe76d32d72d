import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { dashboardPeriods, type DashboardPeriod } from '@/contract/dashboard-rules';
import { readDashboardPeriod, writeDashboardPeriod } from '@/web/features/overview/api/dashboard-period';
import { useAddressState } from '@/web/lib/use-address-change';

/** The period a dashboard sums over, kept in the address (`?period=7d`), so a link or a reload keeps it. */
export function useDashboardPeriod() {
  const [period, change] = useAddressState(readDashboardPeriod, writeDashboardPeriod);
  return [period, (next: DashboardPeriod) => change(() => next)] as const;
}

/** The last 7 days, 30 days or 12 months. */
export function PeriodSelect({
  value,
  onChange,
}: {
  value: DashboardPeriod;
  onChange: (period: DashboardPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label={t('overview.period.label')}
      onChange={(_, next: DashboardPeriod | null) => next && onChange(next)}
    >
      {dashboardPeriods.map((period) => (
        <ToggleButton key={period} value={period} sx={{ px: 1.5 }}>
          {t(`overview.period.${period}`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
