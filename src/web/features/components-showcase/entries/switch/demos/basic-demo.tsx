import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A switch with its label (a click on the text flips it too), and disabled ones, on and off. */
export function BasicDemo() {
  const { t } = useTranslation();
  const [autoSave, setAutoSave] = useState(true);
  return (
    <Stack spacing={2}>
      <FormGroup row>
        <FormControlLabel
          label={t('components-showcase.switch.basic.autoSave')}
          control={<Switch checked={autoSave} onChange={(event) => setAutoSave(event.target.checked)} />}
        />
        <FormControlLabel
          disabled
          label={t('components-showcase.switch.basic.disabledOn')}
          control={<Switch defaultChecked />}
        />
        <FormControlLabel
          disabled
          label={t('components-showcase.switch.basic.disabledOff')}
          control={<Switch />}
        />
      </FormGroup>
      <Typography data-testid="auto-save" aria-live="polite">
        {t(`components-showcase.switch.basic.${autoSave ? 'on' : 'off'}`)}
      </Typography>
    </Stack>
  );
}
