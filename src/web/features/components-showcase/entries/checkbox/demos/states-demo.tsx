import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const options = ['newsletter', 'offers', 'updates'] as const;
type Option = (typeof options)[number];

/** Checkboxes with labels (a click on the label ticks too), and disabled ones, ticked and not. */
export function StatesDemo() {
  const { t } = useTranslation();
  const [checked, setChecked] = useState<Record<Option, boolean>>({
    newsletter: true,
    offers: false,
    updates: false,
  });
  const name = (option: string) => t(`components-showcase.checkbox.options.${option}`);
  const chosen = options.filter((option) => checked[option]);
  return (
    <Stack spacing={2}>
      <FormGroup row>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            label={name(option)}
            control={
              <Checkbox
                checked={checked[option]}
                onChange={(event) => setChecked({ ...checked, [option]: event.target.checked })}
              />
            }
          />
        ))}
        <FormControlLabel
          disabled
          label={t('components-showcase.checkbox.states.disabled')}
          control={<Checkbox />}
        />
        <FormControlLabel
          disabled
          label={t('components-showcase.checkbox.states.disabledChecked')}
          control={<Checkbox defaultChecked />}
        />
      </FormGroup>
      <Typography data-testid="checked-options" aria-live="polite">
        {chosen.length
          ? t('components-showcase.checkbox.states.checked', { list: chosen.map(name).join(', ') })
          : t('components-showcase.checkbox.states.none')}
      </Typography>
    </Stack>
  );
}
