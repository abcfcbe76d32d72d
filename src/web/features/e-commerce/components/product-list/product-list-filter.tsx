import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';

interface ProductListFilterProps<T extends string> {
  label: string;
  /** Shown while nothing is chosen. */
  anyLabel: string;
  options: readonly T[];
  optionLabel(option: T): string;
  value: T[];
  onChange(value: T[]): void;
}

/** A filter of several values (status, stock): none chosen is all. */
export function ProductListFilter<T extends string>({
  label,
  anyLabel,
  options,
  optionLabel,
  value,
  onChange,
}: ProductListFilterProps<T>) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ width: { xs: 1, sm: 200 }, flexShrink: 0 }}>
      {/* The focused label in the ink colour: the primary green is too light for text on paper. */}
      <InputLabel id={`${id}-label`} shrink sx={{ '&.Mui-focused': { color: 'text.primary' } }}>
        {label}
      </InputLabel>
      <Select<T[]>
        multiple
        displayEmpty
        labelId={`${id}-label`}
        value={value}
        onChange={(event) => {
          const next = event.target.value;
          // Kept in the options' order, so the address is the same whatever the order of the clicks.
          const chosen = typeof next === 'string' ? next.split(',') : next;
          onChange(options.filter((option) => chosen.includes(option)));
        }}
        input={<OutlinedInput notched label={label} />}
        renderValue={(selected) => (selected.length === 0 ? anyLabel : selected.map(optionLabel).join(', '))}
      >
        {options.map((option) => (
          <MenuItem key={option} value={option}>
            <Checkbox
              size="small"
              checked={value.includes(option)}
              tabIndex={-1}
              disableRipple
              sx={{ p: 0.5, marginInlineEnd: 1 }}
            />
            <ListItemText primary={optionLabel(option)} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
