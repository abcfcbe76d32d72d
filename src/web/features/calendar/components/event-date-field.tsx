import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';
import { format, isValid, parseISO } from 'date-fns';
import { DATE_INPUT, DATE_TIME_INPUT, INVALID_DATE_INPUT } from './event-form-schema';

interface EventDateFieldProps {
  label: string;
  /** The form's text: 'yyyy-MM-dd' for a day (all-day events), "yyyy-MM-dd'T'HH:mm" for a date and time. */
  value: string;
  allDay: boolean;
  disabled: boolean;
  error?: string;
  onChange(value: string): void;
  onBlur(): void;
}

/** A day (all-day events) or a date and time, picked or typed in the reader's format. */
export function EventDateField({
  label,
  value,
  allDay,
  disabled,
  error,
  onChange,
  onBlur,
}: EventDateFieldProps) {
  const date = value ? parseISO(value) : null;
  const shared = {
    label,
    disabled,
    value: date && isValid(date) ? date : null,
    // Typed part way, the date is invalid: the form says so rather than keeping the last valid one.
    onChange: (next: Date | null) =>
      onChange(
        next === null
          ? ''
          : isValid(next)
            ? format(next, allDay ? DATE_INPUT : DATE_TIME_INPUT)
            : INVALID_DATE_INPUT,
      ),
    slotProps: { textField: { fullWidth: true, error: Boolean(error), helperText: error, onBlur } },
  };
  return allDay ? <DatePicker {...shared} /> : <DateTimePicker {...shared} />;
}
