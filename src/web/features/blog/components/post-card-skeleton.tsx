import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** What a post card looks like while it loads; a featured one has the featured card's size. */
export function PostCardSkeleton({ featured = false }: { featured?: boolean }) {
  if (featured) {
    return (
      <Card aria-hidden data-testid="post-card-skeleton" sx={{ height: { xs: 360, md: 460 } }}>
        <Skeleton variant="rectangular" sx={{ width: 1, height: 1 }} />
      </Card>
    );
  }
  return (
    <Card aria-hidden data-testid="post-card-skeleton">
      <Skeleton variant="rectangular" sx={{ width: 1, height: 'auto', aspectRatio: '4 / 3' }} />
      <Stack sx={{ p: 3, gap: 1 }}>
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="70%" />
      </Stack>
    </Card>
  );
}
