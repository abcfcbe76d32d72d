import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const deliveries = ['standard', 'express', 'pickup'] as const;

/** A required group with nothing chosen: sending it marks the group `error` and its helper text says why. */
export function RequiredDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const [delivery, setDelivery] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [ordered, setOrdered] = useState<string | null>(null);
  const error = submitted && !delivery;
  const name = (value: string) => t(`components-showcase.radio-button.required.deliveries.${value}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setOrdered(delivery || null);
  };
  return (
    <Stack component="form" noValidate spacing={2} sx={{ alignItems: 'flex-start' }} onSubmit={submit}>
      <FormControl required error={error}>
        <FormLabel id={labelId}>{t('components-showcase.radio-button.required.label')}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          aria-describedby={helperId}
          aria-required="true"
          name="delivery"
          value={delivery}
          onChange={(event) => setDelivery(event.target.value)}
        >
          {deliveries.map((value) => (
            <FormControlLabel key={value} value={value} control={<Radio />} label={name(value)} />
          ))}
        </RadioGroup>
        <FormHelperText id={helperId}>
          {t(`components-showcase.radio-button.required.${error ? 'error' : 'helper'}`)}
        </FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained">
        {t('components-showcase.radio-button.required.submit')}
      </Button>
      <Typography data-testid="ordered" aria-live="polite">
        {ordered
          ? t('components-showcase.radio-button.required.ordered', { delivery: name(ordered) })
          : t('components-showcase.radio-button.required.notOrdered')}
      </Typography>
    </Stack>
  );
}
