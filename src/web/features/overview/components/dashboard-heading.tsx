import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardPeriod } from '@/contract/dashboard-rules';
import { PeriodSelect } from './period-select';

interface DashboardHeadingProps {
  heading: string;
  /** The period picker, when the dashboard's figures have one. */
  period?: { value: DashboardPeriod; onChange: (period: DashboardPeriod) => void };
}

/** A dashboard's h1, with the period its figures cover beside it (below on phones). */
export function DashboardHeading({ heading, period }: DashboardHeadingProps) {
  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        mb: { xs: 3, md: 5 },
      }}
    >
      <Typography variant="h4" component="h1">
        {heading}
      </Typography>
      {period && <PeriodSelect value={period.value} onChange={period.onChange} />}
    </Stack>
  );
}
