import Box from '@mui/material/Box';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'react-i18next';
import { calendarEventColors, type CalendarEventColor } from '@/contract/calendar';

/** Names of the palette in calendar.json, in palette order. */
const colorNames = ['green', 'blue', 'lime', 'yellow', 'red', 'navy', 'wine'] as const;

interface ColorPickerProps {
  value: CalendarEventColor;
  onChange(color: CalendarEventColor): void;
  labelId: string;
  disabled?: boolean;
}

const swatch = (color: string, checked: boolean) => (
  <Box
    component="span"
    sx={{
      width: 28,
      height: 28,
      borderRadius: '50%',
      bgcolor: color,
      boxShadow: checked ? (theme) => `0 0 0 3px ${theme.palette.background.paper}, 0 0 0 5px ${color}` : 'none',
      transform: checked ? 'scale(0.85)' : 'none',
      transition: 'transform 120ms',
    }}
  />
);

/** The 7-colour palette of events as a radio group (arrow keys move between colours). */
export function ColorPicker({ value, onChange, labelId, disabled = false }: ColorPickerProps) {
  const { t } = useTranslation();
  return (
    <RadioGroup row aria-labelledby={labelId} value={value} onChange={(_event, color) => onChange(color as CalendarEventColor)} sx={{ gap: 0.5 }}>
      {calendarEventColors.map((color, index) => (
        <Radio
          key={color}
          value={color}
          icon={swatch(color, false)}
          checkedIcon={swatch(color, true)}
          disabled={disabled}
          slotProps={{ input: { 'aria-label': t(`calendar.colors.${colorNames[index]}`) } }}
          sx={{ p: 0.5 }}
        />
      ))}
    </RadioGroup>
  );
}
