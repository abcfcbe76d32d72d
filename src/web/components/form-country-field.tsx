import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from '@/web/lib/error-text';
import { CountryField } from './country-field';

interface FormCountryFieldProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  required?: boolean;
}

/** The country picker bound to a react-hook-form field, showing its validation message in the reader's language. */
export function FormCountryField<T extends FieldValues>({
  name,
  control,
  label,
  required,
}: FormCountryFieldProps<T>) {
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <CountryField
          name={field.name}
          ref={field.ref}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? errorText(fieldState.error.message) : undefined}
        />
      )}
    />
  );
}
