import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '@/web/components/icons';

/** Text before or after the input: a currency, a password's show/hide button, a unit. */
export function AdornmentsDemo() {
  const { t } = useTranslation();
  const [price, setPrice] = useState('49.90');
  const [password, setPassword] = useState('');
  const [passwordShown, setPasswordShown] = useState(false);
  const [weight, setWeight] = useState('1.2');
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          label={t('components-showcase.textfield.adornments.price')}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
          fullWidth
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
        <TextField
          label={t('components-showcase.textfield.adornments.password')}
          type={passwordShown ? 'text' : 'password'}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="new-password"
          fullWidth
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={t(
                      `components-showcase.textfield.adornments.${passwordShown ? 'hide' : 'show'}`,
                    )}
                    aria-pressed={passwordShown}
                    onClick={() => setPasswordShown((shown) => !shown)}
                  >
                    {passwordShown ? <EyeOffIcon /> : <EyeIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <TextField
          label={t('components-showcase.textfield.adornments.weight')}
          value={weight}
          onChange={(event) => setWeight(event.target.value)}
          fullWidth
          slotProps={{
            input: { endAdornment: <InputAdornment position="end">kg</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Stack>
      <Typography data-testid="adornment-values">
        {t('components-showcase.textfield.adornments.summary', {
          price: price || '–',
          weight: weight || '–',
          length: password.length,
        })}
      </Typography>
    </Stack>
  );
}
