import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const colors = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const sizes = ['small', 'medium', 'large'] as const;

/** Every colour of the theme, and the sizes: `size` small and medium, larger by the icon's font size. */
export function ColorsSizesDemo() {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(true);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {colors.map((color) => (
          <Checkbox
            key={color}
            color={color}
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            slotProps={{ input: { 'aria-label': color } }}
          />
        ))}
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        {sizes.map((size) => (
          <Checkbox
            key={size}
            size={size === 'large' ? 'medium' : size}
            checked={checked}
            onChange={(event) => setChecked(event.target.checked)}
            slotProps={{ input: { 'aria-label': size } }}
            sx={size === 'large' ? { '& .MuiSvgIcon-root': { fontSize: 32 } } : undefined}
          />
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="all-checked">
        {t(`components-showcase.checkbox.colors.${checked ? 'allOn' : 'allOff'}`)}
      </Typography>
    </Stack>
  );
}
