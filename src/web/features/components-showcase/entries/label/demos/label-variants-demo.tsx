import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Label, type LabelColor, type LabelVariant } from '@/web/components/label';
import { StatusIcon } from './label-icons';

const colors: LabelColor[] = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'];
const variants: LabelVariant[] = ['soft', 'filled', 'outlined'];

/** Every colour in every variant, each with a start icon; the text keeps AA contrast in both modes. */
export function LabelVariantsDemo() {
  return (
    <Stack spacing={3}>
      {variants.map((variant) => (
        <div key={variant}>
          <Typography variant="overline" component="p" sx={{ mb: 1, color: 'text.secondary' }}>
            {`variant="${variant}"`}
          </Typography>
          <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
            {colors.map((color) => (
              <Label key={color} color={color} variant={variant} startIcon={<StatusIcon />}>
                {color}
              </Label>
            ))}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
