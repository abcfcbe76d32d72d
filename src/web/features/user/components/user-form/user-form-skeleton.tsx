import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The form's place while its code or its account loads. */
export function UserFormSkeleton() {
  return (
    <Grid container spacing={3} aria-busy>
      <Grid size={{ xs: 12, md: 4 }}>
        <Card sx={{ p: 3 }}>
          <Stack sx={{ alignItems: 'center', gap: 3 }}>
            <Skeleton variant="circular" width={144} height={144} />
            <Skeleton variant="rounded" width="100%" height={120} />
          </Stack>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <Skeleton variant="rounded" height={420} />
      </Grid>
    </Grid>
  );
}
