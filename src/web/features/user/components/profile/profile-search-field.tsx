import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { SearchIcon } from './profile-icons';

interface ProfileSearchFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

/** The search box over a list of people. */
export function ProfileSearchField({ label, value, onChange }: ProfileSearchFieldProps) {
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ width: { xs: 1, sm: 280 } }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon sx={{ color: 'text.disabled' }} />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
