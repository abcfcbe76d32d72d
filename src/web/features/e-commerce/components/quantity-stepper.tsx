import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { MinusIcon, PlusIcon } from './ecommerce-icons';

interface QuantityStepperProps {
  value: number;
  /** The most that may be chosen (the stock); 0 disables the stepper. */
  max: number;
  onChange(value: number): void;
  /** The id of the element that names the stepper. */
  labelledBy?: string;
}

/** The quantity: minus and plus, never below 1 nor above `max`. */
export function QuantityStepper({ value, max, onChange, labelledBy }: QuantityStepperProps) {
  const { t } = useTranslation();
  const clamp = (next: number) => Math.max(1, Math.min(next, Math.max(1, max)));
  return (
    <Stack
      direction="row"
      role="group"
      aria-labelledby={labelledBy}
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5, width: 'fit-content' }}
    >
      <IconButton size="small" aria-label={t('ecommerce.product.decrease')} disabled={value <= 1 || max < 1} onClick={() => onChange(clamp(value - 1))}>
        <MinusIcon fontSize="small" />
      </IconButton>
      <Stack component="output" aria-live="polite" sx={{ minWidth: 40, textAlign: 'center', typography: 'subtitle2' }} data-testid="quantity">
        {value}
      </Stack>
      <IconButton size="small" aria-label={t('ecommerce.product.increase')} disabled={value >= max} onClick={() => onChange(clamp(value + 1))}>
        <PlusIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
