import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

interface UserFormSwitchProps {
  label: string;
  /** What turning it on means, under the label. */
  hint: string;
  checked: boolean;
  onChange(checked: boolean): void;
  disabled?: boolean;
}

/** A switch of the account card: its label with what it means below, the switch at the line's end. */
export function UserFormSwitch({ label, hint, checked, onChange, disabled }: UserFormSwitchProps) {
  const hintId = useId();
  return (
    <Stack sx={{ gap: 0.5 }}>
      <FormControlLabel
        labelPlacement="start"
        label={<Typography variant="subtitle2">{label}</Typography>}
        disabled={disabled}
        control={
          <Switch
            checked={checked}
            onChange={(_, next) => onChange(next)}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
        sx={{ mx: 0, justifyContent: 'space-between' }}
      />
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary' }}>
        {hint}
      </Typography>
    </Stack>
  );
}
