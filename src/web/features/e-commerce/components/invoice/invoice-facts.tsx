import Box from '@mui/material/Box';
import { alpha } from '@mui/material/styles';
import type { InvoiceFact } from '@/contract/invoice-document';

/** Invoice number, dates and when payment is due, as a row of labelled values (two per row on phones). */
export function InvoiceFacts({ facts }: { facts: InvoiceFact[] }) {
  return (
    <Box
      component="dl"
      data-testid="invoice-facts"
      sx={{
        m: 0,
        p: 2.5,
        borderRadius: 1.5,
        bgcolor: (theme) => alpha(theme.palette.grey[500], 0.08),
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${facts.length}, minmax(0, 1fr))`,
        },
      }}
    >
      {facts.map((fact) => (
        <div key={fact.label}>
          <Box component="dt" sx={{ typography: 'caption', color: 'text.secondary' }}>
            {fact.label}
          </Box>
          <Box component="dd" sx={{ m: 0, typography: 'subtitle2' }}>
            <bdi>{fact.value}</bdi>
          </Box>
        </div>
      ))}
    </Box>
  );
}
