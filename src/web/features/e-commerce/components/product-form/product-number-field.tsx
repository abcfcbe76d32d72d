import InputAdornment from '@mui/material/InputAdornment';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextInput } from '@/web/components/text-input';
import { useErrorText } from '@/web/lib/error-text';
import { isPriceText, isStockText, type ProductFormValues } from './product-form-values';

interface ProductNumberFieldProps {
  name: 'price' | 'priceSale' | 'available';
  control: Control<ProductFormValues>;
  label: string;
  /** Shown under the field while it has no error. */
  hint?: string;
  required?: boolean;
}

/** The shop's currency sign in the reader's language ("$", "US$"). */
const currencySign = (language: string) =>
  new Intl.NumberFormat(language.slice(0, 2), { style: 'currency', currency: 'USD' })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? '$';

/**
 * A price (with the currency sign; a point or a comma before the cents) or the stock (whole units): text the
 * keyboard of a phone offers digits for, that takes nothing but what the field can hold.
 */
export function ProductNumberField({ name, control, label, hint, required }: ProductNumberFieldProps) {
  const { i18n } = useTranslation();
  const errorText = useErrorText();
  const isAmount = name !== 'available';
  const accepts = isAmount ? isPriceText : isStockText;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          onChange={(event) => {
            if (accepts(event.target.value)) field.onChange(event.target.value);
          }}
          fullWidth
          required={required}
          label={label}
          inputProps={{ inputMode: isAmount ? 'decimal' : 'numeric' }}
          startAdornment={isAmount ? <InputAdornment position="start">{currencySign(i18n.language)}</InputAdornment> : undefined}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? errorText(fieldState.error.message) : hint}
        />
      )}
    />
  );
}
