import FormControlLabel, { type FormControlLabelProps } from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';

interface FormSwitchProps<T extends FieldValues> {
  name: Path<T>;
  control: Control<T>;
  label: string;
  /** The label before the switch, the two at the row's ends (settings lists). */
  labelFirst?: boolean;
  /** The id of a hint that describes the switch. */
  describedBy?: string;
  sx?: FormControlLabelProps['sx'];
}

/** A switch bound to a react-hook-form boolean field, with its label. */
export function FormSwitch<T extends FieldValues>({
  name,
  control,
  label,
  labelFirst,
  describedBy,
  sx,
}: FormSwitchProps<T>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          labelPlacement={labelFirst ? 'start' : 'end'}
          sx={[
            labelFirst ? { mx: 0, justifyContent: 'space-between', gap: 2 } : {},
            ...(Array.isArray(sx) ? sx : [sx]),
          ]}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              slotProps={describedBy ? { input: { 'aria-describedby': describedBy } } : undefined}
            />
          }
        />
      )}
    />
  );
}
