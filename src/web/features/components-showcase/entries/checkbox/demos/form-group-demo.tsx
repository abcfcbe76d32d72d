import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

const interests = ['design', 'code', 'marketing'] as const;
type Interest = (typeof interests)[number];

/** A group with one label and one helper text; sending it with nothing ticked marks the group `error`. */
export function FormGroupDemo() {
  const { t } = useTranslation();
  const labelId = useId();
  const helperId = useId();
  const [chosen, setChosen] = useState<Interest[]>([]);
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<Interest[] | null>(null);
  const error = submitted && chosen.length === 0;
  const name = (interest: string) => t(`components-showcase.checkbox.form.interests.${interest}`);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setSent(chosen.length ? chosen : null);
  };
  return (
    <Stack component="form" noValidate spacing={2} sx={{ alignItems: 'flex-start' }} onSubmit={submit}>
      <FormControl component="fieldset" error={error} aria-describedby={helperId}>
        <FormLabel component="legend" id={labelId}>
          {t('components-showcase.checkbox.form.label')}
        </FormLabel>
        <FormGroup>
          {interests.map((interest) => (
            <FormControlLabel
              key={interest}
              label={name(interest)}
              control={
                <Checkbox
                  checked={chosen.includes(interest)}
                  onChange={(event) =>
                    setChosen(
                      interests.filter((item) =>
                        item === interest ? event.target.checked : chosen.includes(item),
                      ),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <FormHelperText id={helperId}>
          {t(`components-showcase.checkbox.form.${error ? 'error' : 'helper'}`)}
        </FormHelperText>
      </FormControl>
      <Button type="submit" variant="contained">
        {t('components-showcase.checkbox.form.submit')}
      </Button>
      <Typography data-testid="sent-interests" aria-live="polite">
        {sent
          ? t('components-showcase.checkbox.form.sent', { list: sent.map(name).join(', ') })
          : t('components-showcase.checkbox.form.notSent')}
      </Typography>
    </Stack>
  );
}
