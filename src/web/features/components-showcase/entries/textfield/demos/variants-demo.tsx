import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const variants = ['outlined', 'filled', 'standard'] as const;
const sizes = ['medium', 'small'] as const;
// The theme's grey label is 4.3:1 on the filled variant's tinted background; the main text colour keeps it readable.
const readableFilledLabel = { '& .MuiInputLabel-filled:not(.Mui-focused)': { color: 'text.primary' } };

/** The three variants in both sizes; they share one value, so typing in any of them fills all six. */
export function VariantsDemo() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  return (
    <Stack spacing={3}>
      {sizes.map((size) => (
        <Stack key={size} direction={{ xs: 'column', md: 'row' }} spacing={2}>
          {variants.map((variant) => (
            <TextField
              key={variant}
              variant={variant}
              size={size}
              label={t('components-showcase.textfield.variants.field', { variant, size })}
              value={name}
              onChange={(event) => setName(event.target.value)}
              fullWidth
              sx={variant === 'filled' ? readableFilledLabel : undefined}
            />
          ))}
        </Stack>
      ))}
      <Typography data-testid="typed-name">
        {name
          ? t('components-showcase.textfield.variants.typed', { name })
          : t('components-showcase.textfield.variants.empty')}
      </Typography>
    </Stack>
  );
}
