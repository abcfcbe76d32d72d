import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const placements = ['top', 'start', 'bottom', 'end'] as const;
type Placement = (typeof placements)[number];

/** `labelPlacement` puts the label above, before, below or after the switch (before and after follow the reading direction). */
export function PlacementDemo() {
  const { t } = useTranslation();
  const [on, setOn] = useState<Placement[]>(['end']);
  const name = (placement: string) => t(`components-showcase.switch.placement.placements.${placement}`);
  return (
    <Stack spacing={2}>
      <FormGroup row sx={{ gap: 2 }}>
        {placements.map((placement) => (
          <FormControlLabel
            key={placement}
            label={name(placement)}
            labelPlacement={placement}
            control={
              <Switch
                checked={on.includes(placement)}
                onChange={(event) =>
                  setOn(
                    placements.filter((item) =>
                      item === placement ? event.target.checked : on.includes(item),
                    ),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <Typography data-testid="placements-on" aria-live="polite">
        {on.length
          ? t('components-showcase.switch.placement.on', { list: on.map(name).join(', ') })
          : t('components-showcase.switch.placement.none')}
      </Typography>
    </Stack>
  );
}
