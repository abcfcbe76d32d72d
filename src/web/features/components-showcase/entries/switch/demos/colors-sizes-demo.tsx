import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const colors = ['default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
const sizes = ['small', 'medium'] as const;

/** Every colour of the theme in both sizes; all share one state, so flipping one flips them all. */
export function ColorsSizesDemo() {
  const { t } = useTranslation();
  const [on, setOn] = useState(true);
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Stack key={size} direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          {colors.map((color) => (
            <Switch
              key={color}
              size={size}
              color={color}
              checked={on}
              onChange={(event) => setOn(event.target.checked)}
              slotProps={{ input: { 'aria-label': `${color} ${size}` } }}
            />
          ))}
        </Stack>
      ))}
      <Typography data-testid="all-switches" aria-live="polite">
        {t(`components-showcase.switch.colors.${on ? 'allOn' : 'allOff'}`)}
      </Typography>
    </Stack>
  );
}
