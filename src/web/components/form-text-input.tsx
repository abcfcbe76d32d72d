import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useErrorText } from '@/web/lib/error-text';
import { TextInput, type TextInputProps } from './text-input';

interface FormTextInputProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange'
> {
  name: Path<T>;
  control: Control<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/** A text field bound to a react-hook-form field, showing its validation message in the reader's language. */
export function FormTextInput<T extends FieldValues>({
  name,
  control,
  hint,
  ...props
}: FormTextInputProps<T>) {
  const errorText = useErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? errorText(fieldState.error.message) : hint}
          {...props}
        />
      )}
    />
  );
}
