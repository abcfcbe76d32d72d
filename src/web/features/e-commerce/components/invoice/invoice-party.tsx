import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InvoiceParty as Party } from '@/contract/invoice-document';

/** The seller or the buyer: a heading, the name, then the address and contact lines. */
export function InvoiceParty({ party, testId }: { party: Party; testId: string }) {
  return (
    <Stack component="section" data-testid={testId} sx={{ gap: 0.5, minWidth: 0 }}>
      <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {party.heading}
      </Typography>
      <Typography component="address" variant="body2" sx={{ fontStyle: 'normal', overflowWrap: 'anywhere' }}>
        <Typography component="span" variant="subtitle1" sx={{ display: 'block' }}>
          <bdi>{party.name}</bdi>
        </Typography>
        {party.lines.map((line, index) => (
          <span key={index} style={{ display: 'block' }}>
            <bdi>{line}</bdi>
          </span>
        ))}
      </Typography>
    </Stack>
  );
}
