import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/web/lib/format';

/** A required field, a number with its limits, and the disabled and read-only states toggled by switches. */
export function StatesDemo() {
  const { t, i18n } = useTranslation();
  const [quantity, setQuantity] = useState('2');
  const [disabled, setDisabled] = useState(false);
  const [readOnly, setReadOnly] = useState(false);
  const unitPrice = 12.5;
  const count = Math.min(10, Math.max(0, Number(quantity) || 0));
  return (
    <Stack spacing={3}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <FormControlLabel
          control={<Switch checked={disabled} onChange={(event) => setDisabled(event.target.checked)} />}
          label={t('components-showcase.textfield.states.disabled')}
        />
        <FormControlLabel
          control={<Switch checked={readOnly} onChange={(event) => setReadOnly(event.target.checked)} />}
          label={t('components-showcase.textfield.states.readOnly')}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <TextField
          required
          label={t('components-showcase.textfield.states.reference')}
          defaultValue="ORD-2041"
          disabled={disabled}
          fullWidth
          slotProps={{ input: { readOnly } }}
        />
        <TextField
          type="number"
          label={t('components-showcase.textfield.states.quantity')}
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
          disabled={disabled}
          helperText={t('components-showcase.textfield.states.quantityHelper')}
          fullWidth
          slotProps={{ input: { readOnly }, htmlInput: { min: 0, max: 10, step: 1 } }}
        />
      </Stack>
      <Typography data-testid="order-total">
        {t('components-showcase.textfield.states.total', {
          count,
          total: new Intl.NumberFormat(intlLocale(i18n.language), {
            style: 'currency',
            currency: 'EUR',
          }).format(count * unitPrice),
        })}
      </Typography>
    </Stack>
  );
}
