import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { bookingModes, type BookingMode } from '@/contract/contact-rules';

interface BookingModeSwitchProps {
  value: BookingMode;
  onChange: (mode: BookingMode) => void;
  label: string;
  labels: Record<BookingMode, string>;
}

/** Single event or series: two pressed/unpressed buttons in a labelled group. */
export function BookingModeSwitch({ value, onChange, label, labels }: BookingModeSwitchProps) {
  return (
    <Stack
      role="group"
      aria-label={label}
      direction="row"
      sx={{ display: 'inline-flex', p: 0.5, gap: 0.5, borderRadius: 5, border: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {bookingModes.map((mode) => (
        <Button
          key={mode}
          aria-pressed={mode === value}
          onClick={() => onChange(mode)}
          variant={mode === value ? 'contained' : 'text'}
          color={mode === value ? 'primary' : 'inherit'}
          sx={{ borderRadius: 5, px: { xs: 1.5, sm: 3 } }}
        >
          {labels[mode]}
        </Button>
      ))}
    </Stack>
  );
}
