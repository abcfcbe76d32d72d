import { PickerLocalization } from '@/web/components/picker-localization';
import { zodResolver } from '@/web/lib/form-resolver';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/web/lib/error-text';
import {
  CalendarErrors,
  EVENT_DESCRIPTION_MAX_LENGTH,
  EVENT_TITLE_MAX_LENGTH,
  type CalendarEvent,
  type NewCalendarEvent,
} from '@/contract/calendar';
import { DeleteIcon } from './calendar-icons';
import { ColorPicker } from './color-picker';
import { EventDateField } from './event-date-field';
import {
  eventFormDefaults,
  eventFormSchema,
  switchAllDay,
  toEventRequest,
  type EventFormValues,
  type SelectedRange,
} from './event-form-schema';

interface CalendarEventDialogProps {
  /** The event being edited; null with a range (or nothing) for a new one. */
  event: CalendarEvent | null;
  range: SelectedRange | null;
  /** The signed-in user may not change this event (neither its creator nor an admin): shown, not edited. */
  readOnly?: boolean;
  onClose(): void;
  onSave(values: NewCalendarEvent): void;
  onDelete(event: CalendarEvent): void;
}

/** Create or edit an event: title, description, colour, all day, start and end; or only show one (readOnly). */
export function CalendarEventDialog({
  event,
  range,
  readOnly = false,
  onClose,
  onSave,
  onDelete,
}: CalendarEventDialogProps) {
  const { t } = useTranslation();
  const colorLabelId = useId();
  const { control, handleSubmit, getValues, setValue } = useForm<EventFormValues>({
    resolver: zodResolver(eventFormSchema),
    defaultValues: eventFormDefaults(event, range),
  });
  const allDay = useWatch({ control, name: 'allDay' });
  const errorText = useErrorText();
  const fieldMessage = (code: string | undefined) =>
    errorText(code, {
      max: code === CalendarErrors.titleTooLong.code ? EVENT_TITLE_MAX_LENGTH : EVENT_DESCRIPTION_MAX_LENGTH,
    });

  // An all-day event is picked by days (its last day in End date); a timed one by date and time.
  const dateField = (name: 'start' | 'end') => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <EventDateField
          label={t(`calendar.fields.${name}`)}
          value={field.value}
          allDay={allDay}
          disabled={readOnly}
          error={fieldMessage(fieldState.error?.message)}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );

  const textField = (
    name: 'title' | 'description',
    props: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          {...props}
          disabled={readOnly}
          fullWidth
          label={t(`calendar.fields.${name}`)}
          error={Boolean(fieldState.error)}
          helperText={fieldMessage(fieldState.error?.message)}
        />
      )}
    />
  );

  return (
    <Dialog open fullWidth maxWidth="xs" onClose={onClose} aria-labelledby="calendar-event-dialog-title">
      <form noValidate onSubmit={handleSubmit((values) => onSave(toEventRequest(values)))}>
        <DialogTitle id="calendar-event-dialog-title">
          {readOnly ? t('calendar.viewEvent') : event ? t('calendar.editEvent') : t('calendar.addEvent')}
        </DialogTitle>
        <DialogContent>
          {readOnly && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              {t('calendar.readOnly')}
            </Typography>
          )}
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {textField('title', { autoFocus: !readOnly })}
            {textField('description', { multiline: true, rows: 3 })}
            <Controller
              name="allDay"
              control={control}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      disabled={readOnly}
                      onChange={(_e, checked) => {
                        const { start, end } = switchAllDay(checked, getValues('start'), getValues('end'));
                        setValue('start', start);
                        setValue('end', end);
                        field.onChange(checked);
                      }}
                    />
                  }
                  label={t('calendar.fields.allDay')}
                />
              )}
            />
            <PickerLocalization>
              {dateField('start')}
              {dateField('end')}
            </PickerLocalization>
            <div>
              <Typography id={colorLabelId} variant="subtitle2" sx={{ mb: 0.5 }}>
                {t('calendar.fields.color')}
              </Typography>
              <Controller
                name="textColor"
                control={control}
                render={({ field }) => (
                  <ColorPicker
                    value={field.value}
                    onChange={field.onChange}
                    labelId={colorLabelId}
                    disabled={readOnly}
                  />
                )}
              />
            </div>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          {event && !readOnly && (
            <Tooltip title={t('calendar.deleteEvent')}>
              <IconButton
                aria-label={t('calendar.deleteEvent')}
                color="error"
                onClick={() => onDelete(event)}
                sx={{ mr: 'auto' }}
              >
                <DeleteIcon />
              </IconButton>
            </Tooltip>
          )}
          <Button variant="outlined" color="inherit" onClick={onClose}>
            {readOnly ? t('calendar.close') : t('calendar.cancel')}
          </Button>
          {!readOnly && (
            <Button type="submit" variant="contained">
              {event ? t('calendar.save') : t('calendar.add')}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
}
