import Box from '@mui/material/Box';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { Controller } from 'react-hook-form';

/** A field people never see or reach; bots that fill every input fill it, and the server drops their request. */
export function HoneypotField<T extends FieldValues & { website?: string }>({ control, label }: { control: Control<T>; label: string }) {
  return (
    <Box aria-hidden="true" sx={{ position: 'absolute', insetInlineStart: -10000, width: 1, height: 1, overflow: 'hidden' }}>
      <Controller
        name={'website' as Path<T>}
        control={control}
        render={({ field }) => (
          <label>
            {label}
            <input {...field} value={field.value ?? ''} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        )}
      />
    </Box>
  );
}
