import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** A list widget's rows while its figures load. */
export function SkeletonRows({ rows, height = 48 }: { rows: number; height?: number }) {
  return (
    <Stack sx={{ gap: 2 }} aria-hidden>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
