import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const methods = ['card', 'paypal', 'transfer', 'cash'] as const;
type Method = (typeof methods)[number];

/** One choice of several, each with its label; arrow keys move the choice inside the group. */
export function GroupDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const [method, setMethod] = useState<Method>('card');
  const name = (value: string) => t(`components-showcase.radio-button.group.methods.${value}`);
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('components-showcase.radio-button.group.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          name="payment-method"
          value={method}
          onChange={(event) => setMethod(event.target.value as Method)}
        >
          {methods.map((value) => (
            // Cash is not offered online: shown, but disabled.
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={name(value)}
              disabled={value === 'cash'}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography data-testid="payment-method" aria-live="polite">
        {t('components-showcase.radio-button.group.chosen', { method: name(method) })}
      </Typography>
    </Stack>
  );
}
