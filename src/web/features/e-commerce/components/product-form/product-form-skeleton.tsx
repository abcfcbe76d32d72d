import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The form's place while its code or its product loads. */
export function ProductFormSkeleton() {
  return (
    <Stack aria-busy sx={{ gap: 3, maxWidth: 880, mx: 'auto' }}>
      <Card sx={{ p: 3 }}>
        <Stack sx={{ gap: 3 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={340} />
          <Skeleton variant="rounded" height={160} />
        </Stack>
      </Card>
      <Skeleton variant="rounded" height={320} />
    </Stack>
  );
}
