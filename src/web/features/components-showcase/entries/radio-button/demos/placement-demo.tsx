import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const placements = ['top', 'start', 'bottom', 'end'] as const;

/** `labelPlacement` puts the label above, before, below or after the button (before and after follow the reading direction). */
export function PlacementDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const [placement, setPlacement] = useState<string>('end');
  return (
    <Stack spacing={2}>
      <FormControl>
        <FormLabel id={labelId}>{t('components-showcase.radio-button.placement.label')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={placement}
          onChange={(event) => setPlacement(event.target.value)}
        >
          {placements.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`components-showcase.radio-button.placement.placements.${value}`)}
              labelPlacement={value}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography data-testid="placement" aria-live="polite" sx={{ fontFamily: 'monospace' }}>
        {`labelPlacement="${placement}"`}
      </Typography>
    </Stack>
  );
}
