import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A list widget while its figures load: a few rows of picture and two lines. */
export function ListSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <Stack sx={{ p: 3, pt: 2, gap: 2.5 }} aria-hidden>
      {Array.from({ length: rows }, (_, row) => (
        <Stack key={row} direction="row" sx={{ alignItems: 'center', gap: 2 }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Stack sx={{ flexGrow: 1 }}>
            <Skeleton width="70%" />
            <Skeleton width="40%" />
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
