import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';
import { TextInput, type TextInputProps } from '../../../components/text-input';
import { useMessage } from '../../../lib/use-message';

interface FormTextFieldProps<T extends FieldValues> extends Omit<TextInputProps, 'name'> {
  name: Path<T>;
  control: Control<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
}

/** A text input bound to a form field, showing the field's validation message in the reader's language. */
export function FormTextField<T extends FieldValues>({ name, control, hint, ...input }: FormTextFieldProps<T>) {
  const message = useMessage();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextInput
          {...input}
          {...field}
          value={field.value ?? ''}
          fullWidth
          error={Boolean(fieldState.error)}
          helperText={fieldState.error ? message(fieldState.error.message) : hint}
        />
      )}
    />
  );
}
