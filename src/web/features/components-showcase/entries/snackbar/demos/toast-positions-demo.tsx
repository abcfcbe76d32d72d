import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast, type ToastOptions } from '@/web/lib/toast';

type Position = NonNullable<ToastOptions['position']>;

const positions: Position[] = (['top', 'bottom'] as const).flatMap((vertical) =>
  (['left', 'center', 'right'] as const).map((horizontal) => ({ vertical, horizontal })),
);
const nameOf = ({ vertical, horizontal }: Position) => `${vertical}-${horizontal}`;

/** `position` puts a toast in one of six places; those at the top stay below the header. */
export function ToastPositionsDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const [position, setPosition] = useState('bottom-center');
  const show = () =>
    toast(t('components-showcase.snackbar.positions.message', { position }), 'info', {
      position: positions.find((candidate) => nameOf(candidate) === position),
    });
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControl>
        <FormLabel id={labelId}>{t('components-showcase.snackbar.positions.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
        >
          {positions.map((candidate) => (
            <FormControlLabel
              key={nameOf(candidate)}
              value={nameOf(candidate)}
              control={<Radio />}
              label={nameOf(candidate)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Button variant="contained" onClick={show}>
        {t('components-showcase.snackbar.positions.show')}
      </Button>
    </Stack>
  );
}
