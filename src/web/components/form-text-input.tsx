import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useMessage } from '@/web/lib/use-message';
import { TextInput, type TextInputProps } from './text-input';

interface FormTextInputProps<T extends FieldValues> extends Omit<
  TextInputProps,
  'name' | 'value' | 'onChange'
> {
  name: Path<T>;
  control: Control<T>;
  /** Shown under the field while it has no error. */
  hint?: string;
  /** Puts the validation message in the reader's language; an area with texts of its own passes its useMessage. */
  translateMessage?: (text: string | undefined) => string;
}

/** A text field bound to a react-hook-form field, showing its validation message in the reader's language. */
export function FormTextInput<T extends FieldValues>({
  name,
  control,
  hint,
  translateMessage,
  ...props
}: FormTextInputProps<T>) {
  const appMessage = useMessage();
  const message = translateMessage ?? appMessage;
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
          helperText={fieldState.error ? message(fieldState.error.message) : hint}
          {...props}
        />
      )}
    />
  );
}
