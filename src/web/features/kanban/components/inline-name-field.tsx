import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

interface InlineNameFieldProps {
  label: string;
  initialValue?: string;
  /** Called with the trimmed text when Enter is pressed or the field loses focus with text in it. */
  onSubmit(value: string): void;
  onCancel(): void;
}

/** A one-line field that commits on Enter or blur and gives up on Escape (new column, new card, rename). */
export function InlineNameField({ label, initialValue = '', onSubmit, onCancel }: InlineNameFieldProps) {
  const [value, setValue] = useState(initialValue);
  const input = useRef<HTMLInputElement>(null);
  // It appears because the user asked for it (Add / Rename), so typing goes straight into it.
  useEffect(() => input.current?.focus(), []);
  const commit = () => {
    const name = value.trim();
    if (name && name !== initialValue) onSubmit(name);
    else onCancel();
  };
  return (
    <TextField
      inputRef={input}
      fullWidth
      size="small"
      label={label}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          commit();
        } else if (event.key === 'Escape') {
          event.stopPropagation();
          onCancel();
        }
      }}
    />
  );
}
