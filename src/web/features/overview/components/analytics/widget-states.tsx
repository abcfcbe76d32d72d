import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

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

/** What a widget says when it has nothing to list. */
export function EmptyWidget({ text, minHeight = 160 }: { text: string; minHeight?: number }) {
  return (
    <Box sx={{ minHeight, display: 'grid', placeItems: 'center', px: 2 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {text}
      </Typography>
    </Box>
  );
}
