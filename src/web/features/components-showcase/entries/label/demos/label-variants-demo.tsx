import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Label, type LabelColor, type LabelVariant } from '@/web/components/label';
import { StatusIcon } from './label-icons';

const colors: LabelColor[] = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'];
const variants: LabelVariant[] = ['soft', 'filled', 'outlined'];

/** Every colour in every variant, each with a start icon; the text keeps AA contrast in both modes. */
export function LabelVariantsDemo() {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        role="table"
        sx={{
          display: 'grid',
          gridTemplateColumns: `max-content repeat(${variants.length}, max-content)`,
          gap: 1.5,
          columnGap: 3,
          alignItems: 'center',
        }}
      >
        <Box role="row" sx={{ display: 'contents' }}>
          <span role="columnheader" />
          {variants.map((variant) => (
            <Typography key={variant} role="columnheader" variant="overline" sx={{ color: 'text.secondary' }}>
              {variant}
            </Typography>
          ))}
        </Box>
        {colors.map((color) => (
          <Box key={color} role="row" sx={{ display: 'contents' }}>
            <Typography role="rowheader" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {color}
            </Typography>
            {variants.map((variant) => (
              <Box key={variant} role="cell">
                <Label color={color} variant={variant} startIcon={<StatusIcon />}>
                  {color}
                </Label>
              </Box>
            ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
