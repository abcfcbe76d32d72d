import Box from '@mui/material/Box';
import type { InvoiceFact } from '@/contract/invoice-document';

/** Subtotal, discount, shipping and the total (the last, larger), at the end of the lines. */
export function InvoiceTotals({ totals }: { totals: InvoiceFact[] }) {
  return (
    <Box
      component="dl"
      data-testid="invoice-totals"
      sx={{
        m: 0,
        mt: 3,
        marginInlineStart: 'auto',
        width: { xs: 1, sm: 380 },
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        rowGap: 1.5,
      }}
    >
      {totals.map((total, index) => {
        const last = index === totals.length - 1;
        return (
          <Box key={total.label} sx={{ display: 'contents' }}>
            <Box
              component="dt"
              sx={{
                typography: last ? 'subtitle1' : 'body2',
                color: last ? 'text.primary' : 'text.secondary',
                pr: 3,
                ...(last && { pt: 1.5, borderTop: 1, borderColor: 'divider' }),
              }}
            >
              <bdi>{total.label}</bdi>
            </Box>
            <Box
              component="dd"
              sx={{
                m: 0,
                textAlign: 'right',
                whiteSpace: 'nowrap',
                typography: last ? 'h6' : 'subtitle2',
                ...(last && { pt: 1.5, borderTop: 1, borderColor: 'divider' }),
              }}
            >
              <bdi>{total.value}</bdi>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
