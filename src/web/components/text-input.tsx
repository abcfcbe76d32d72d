import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { useId, type ReactNode, type Ref } from 'react';

export interface TextInputProps extends Omit<OutlinedInputProps, 'label' | 'ref' | 'size'> {
  label?: ReactNode;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  /** Keeps the label above the field even when empty (inputs with their own placeholder, e.g. dates). */
  shrinkLabel?: boolean;
  /** The input element (what react-hook-form focuses on an error). */
  ref?: Ref<HTMLInputElement>;
}

/**
 * An outlined text field with label and helper text: MUI's TextField without its select mode, which
 * would bring menus, popovers and modals into every screen with a form (the sign-in screens among them).
 */
export function TextInput({
  label,
  helperText,
  error,
  fullWidth,
  id,
  size,
  sx,
  required,
  disabled,
  ref,
  inputRef,
  shrinkLabel,
  ...input
}: TextInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl
      variant="outlined"
      fullWidth={fullWidth}
      error={error}
      size={size}
      required={required}
      disabled={disabled}
      sx={sx}
    >
      {label != null && <InputLabel htmlFor={inputId} shrink={shrinkLabel || undefined}>{label}</InputLabel>}
      <OutlinedInput
        id={inputId}
        label={label}
        notched={shrinkLabel || undefined}
        aria-describedby={helperId}
        inputRef={inputRef ?? ref}
        {...input}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
