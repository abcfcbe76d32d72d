import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonLook } from './button-look';

const sizes = ['small', 'medium', 'large'] as const;
const looks = ['contained', 'outlined', 'text', 'soft'] as const;

/** `size` small, medium (the default) and large in each look; a click names the button below. */
export function SizesDemo() {
  const { t } = useTranslation();
  const [clicked, setClicked] = useState<string | null>(null);
  return (
    <Stack spacing={3}>
      {looks.map((look) => (
        <Stack key={look} direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
          {sizes.map((size) => (
            <Button
              key={size}
              size={size}
              {...buttonLook(look, 'primary')}
              onClick={() => setClicked(`${look} ${size}`)}
            >
              {`${look} ${size}`}
            </Button>
          ))}
        </Stack>
      ))}
      <Typography data-testid="clicked-size" aria-live="polite">
        {clicked
          ? t('components-showcase.buttons.clicked', { name: clicked })
          : t('components-showcase.buttons.nothingClicked')}
      </Typography>
    </Stack>
  );
}
