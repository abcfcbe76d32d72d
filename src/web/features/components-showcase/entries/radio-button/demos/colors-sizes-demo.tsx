import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const colors = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const sizes = ['small', 'medium', 'large'] as const;

/** Every colour of the theme, and `size` small and medium (large by the icon's font size). */
export function ColorsSizesDemo() {
  const { t } = useTranslation();
  const [color, setColor] = useState<string>('primary');
  const [size, setSize] = useState<string>('medium');
  return (
    <Stack spacing={2}>
      <RadioGroup
        row
        aria-label={t('components-showcase.radio-button.colors.colorLabel')}
        value={color}
        onChange={(event) => setColor(event.target.value)}
      >
        {colors.map((value) => (
          <Radio key={value} value={value} color={value} slotProps={{ input: { 'aria-label': value } }} />
        ))}
      </RadioGroup>
      <RadioGroup
        row
        aria-label={t('components-showcase.radio-button.colors.sizeLabel')}
        value={size}
        onChange={(event) => setSize(event.target.value)}
        sx={{ alignItems: 'center' }}
      >
        {sizes.map((value) => (
          <Radio
            key={value}
            value={value}
            size={value === 'large' ? 'medium' : value}
            slotProps={{ input: { 'aria-label': value } }}
            sx={value === 'large' ? { '& .MuiSvgIcon-root': { fontSize: 32 } } : undefined}
          />
        ))}
      </RadioGroup>
      <Typography data-testid="radio-look" aria-live="polite" sx={{ fontFamily: 'monospace' }}>
        {`<Radio color="${color}" size="${size}" />`}
      </Typography>
    </Stack>
  );
}
