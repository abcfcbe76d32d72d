import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Label, type LabelColor, type LabelVariant } from '@/web/components/label';
import { StatusIcon } from './label-icons';

const colors: LabelColor[] = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'];
const variants: LabelVariant[] = ['soft', 'filled', 'outlined'];

/** One label whose colour and variant follow the controls below it. */
export function LabelColorDemo() {
  const { t } = useTranslation();
  const colorId = useId();
  const variantId = useId();
  const [color, setColor] = useState<LabelColor>('success');
  const [variant, setVariant] = useState<LabelVariant>('soft');
  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Label data-testid="live-label" color={color} variant={variant} startIcon={<StatusIcon />}>
          {t(`components-showcase.label.live.status.${color}`)}
        </Label>
        <Typography variant="body2" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
          {`<Label color="${color}" variant="${variant}">`}
        </Typography>
      </Box>
      <div>
        <Typography id={variantId} variant="subtitle2" component="p" sx={{ mb: 1 }}>
          {t('components-showcase.label.live.variant')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={variant}
          onChange={(_event, value: LabelVariant | null) => value && setVariant(value)}
          aria-labelledby={variantId}
        >
          {variants.map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </div>
      <div>
        <Typography id={colorId} variant="subtitle2" component="p">
          {t('components-showcase.label.live.color')}
        </Typography>
        <RadioGroup
          row
          aria-labelledby={colorId}
          value={color}
          onChange={(_event, value) => setColor(value as LabelColor)}
        >
          {colors.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={value} />
          ))}
        </RadioGroup>
      </div>
    </Stack>
  );
}
