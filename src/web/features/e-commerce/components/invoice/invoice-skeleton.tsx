import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';

/** The invoice's shape while it loads. */
export function InvoiceSkeleton() {
  return (
    <Stack sx={{ gap: 3 }} aria-hidden data-testid="invoice-skeleton">
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Skeleton variant="rounded" width={280} height={40} />
        <Stack direction="row" sx={{ gap: 1.5 }}>
          <Skeleton variant="rounded" width={96} height={36} />
          <Skeleton variant="rounded" width={148} height={36} />
        </Stack>
      </Stack>
      <Card sx={{ p: { xs: 2.5, sm: 4, md: 5 } }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 4 }}>
          <Skeleton variant="rounded" width={160} height={44} />
          <Skeleton variant="rounded" width={180} height={36} />
        </Stack>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mb: 4 }}>
          {[0, 1].map((party) => (
            <Stack key={party} sx={{ gap: 0.5 }}>
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="text" width="55%" />
              <Skeleton variant="text" width="45%" />
              <Skeleton variant="text" width="40%" />
            </Stack>
          ))}
        </Box>
        <Skeleton variant="rounded" height={72} />
        <Stack sx={{ mt: 4, gap: 1.5 }}>
          {[0, 1, 2].map((line) => (
            <Skeleton key={line} variant="rounded" height={40} />
          ))}
        </Stack>
        <Stack sx={{ mt: 3, marginInlineStart: 'auto', width: { xs: 1, sm: 380 }, gap: 1 }}>
          <Skeleton variant="text" />
          <Skeleton variant="text" />
          <Skeleton variant="text" height={36} />
        </Stack>
      </Card>
    </Stack>
  );
}
