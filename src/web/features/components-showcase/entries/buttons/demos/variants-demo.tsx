import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonColors, buttonLook, buttonLooks } from './button-look';

/** Every look in every colour of the theme, and disabled; a click names the button below. */
export function VariantsDemo() {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      {buttonLooks.map((look) => (
        <Stack key={look} spacing={1.5}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            {look}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
            {buttonColors.map((color) => (
              <Button key={color} {...buttonLook(look, color)} onClick={() => setClicked(`${look} ${color}`)}>
                {color}
              </Button>
            ))}
            <Button {...buttonLook(look, 'primary')} disabled>
              {t('components-showcase.buttons.disabled')}
            </Button>
          </Stack>
        </Stack>
      ))}
      <Typography data-testid="clicked-button" aria-live="polite">
        {clicked
          ? t('components-showcase.buttons.clicked', { name: clicked })
          : t('components-showcase.buttons.nothingClicked')}
      </Typography>
    </Stack>
  );
}
