import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** A checkout step: its content on the left (top on narrow screens), the summary and the step's action beside it. */
export function StepLayout({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack sx={{ gap: 3 }}>{main}</Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack sx={{ gap: 3 }}>{aside}</Stack>
      </Grid>
    </Grid>
  );
}
