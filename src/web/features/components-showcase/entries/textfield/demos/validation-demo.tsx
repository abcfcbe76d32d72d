import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A required email field checked as you type: the helper text turns into the error message and back. */
export function ValidationDemo() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const problem = !email ? 'required' : emailPattern.test(email) ? null : 'invalid';
  const showError = touched && problem !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!problem) setSent(email);
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ maxWidth: 420 }}>
      <TextField
        required
        type="email"
        label={t('components-showcase.textfield.validation.email')}
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setTouched(true);
        }}
        onBlur={() => setTouched(true)}
        error={showError}
        helperText={
          showError
            ? t(`components-showcase.textfield.validation.${problem}`)
            : t('components-showcase.textfield.validation.helper')
        }
        autoComplete="email"
      />
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }}>
        {t('components-showcase.textfield.validation.submit')}
      </Button>
      <Typography data-testid="validation-result">
        {sent
          ? t('components-showcase.textfield.validation.sent', { email: sent })
          : t('components-showcase.textfield.validation.notSent')}
      </Typography>
    </Stack>
  );
}
