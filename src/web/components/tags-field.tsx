import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { Ref } from 'react';

interface TagsFieldProps {
  label: string;
  helperText?: string;
  error?: boolean;
  value: string[];
  onChange(tags: string[]): void;
  onBlur(): void;
  /** Offered as you type; any other word can be typed and added with Enter. */
  suggestions?: string[];
  ref?: Ref<HTMLInputElement>;
}

/** Free words as chips (tags, meta keywords): typed and added with Enter, removed with their chip. */
export function TagsField({ label, helperText, error, value, onChange, onBlur, suggestions = [], ref }: TagsFieldProps) {
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={suggestions}
      value={value}
      onChange={(_, tags) => onChange(tags.map((tag) => tag.trim()).filter(Boolean))}
      onBlur={onBlur}
      renderValue={(tags, getItemProps) =>
        tags.map((tag, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} {...itemProps} size="small" label={tag} color="info" variant="filled" />;
        })
      }
      renderInput={(params) => <TextField {...params} inputRef={ref} label={label} error={error} helperText={helperText} />}
    />
  );
}
