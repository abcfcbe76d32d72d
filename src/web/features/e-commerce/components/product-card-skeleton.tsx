import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A product card while the grid loads. */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden>
      <Stack sx={{ p: 1 }}>
        <Skeleton variant="rounded" sx={{ width: 1, height: 'auto', aspectRatio: '1 / 1' }} />
      </Stack>
      <Stack sx={{ p: 2.5, pt: 1.5, gap: 2 }}>
        <Skeleton variant="text" width="70%" />
        <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
          <Skeleton variant="circular" width={16} height={16} />
          <Skeleton variant="text" width={56} />
        </Stack>
      </Stack>
    </Card>
  );
}
