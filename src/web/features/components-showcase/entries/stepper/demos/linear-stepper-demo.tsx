import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const steps = ['account', 'profile', 'review'] as const;
const optionalStep = 1;

/**
 * A linear stepper: Next and Back move one step, the optional second step can be skipped (and is then
 * marked as not done), Reset starts over. The switch puts the labels under the icons (`alternativeLabel`).
 */
export function LinearStepperDemo() {
  const { t } = useTranslation();
  const [activeStep, setActiveStep] = useState(0);
  const [skipped, setSkipped] = useState<number[]>([]);
  const [alternativeLabel, setAlternativeLabel] = useState(false);
  const next = () => {
    setSkipped(skipped.filter((step) => step !== activeStep));
    setActiveStep(activeStep + 1);
  };
  const skip = () => {
    setSkipped([...skipped, activeStep]);
    setActiveStep(activeStep + 1);
  };
  const reset = () => {
    setSkipped([]);
    setActiveStep(0);
  };
  const finished = activeStep === steps.length;
  return (
    <Stack spacing={3}>
      <FormControlLabel
        control={
          <Switch
            checked={alternativeLabel}
            onChange={(event) => setAlternativeLabel(event.target.checked)}
          />
        }
        label={t('components-showcase.stepper.linear.alternativeLabel')}
      />
      <Stepper activeStep={activeStep} alternativeLabel={alternativeLabel}>
        {steps.map((step, index) => (
          <Step key={step} completed={skipped.includes(index) ? false : undefined}>
            <StepLabel
              optional={
                index === optionalStep && (
                  <Typography variant="caption">{t('components-showcase.stepper.optional')}</Typography>
                )
              }
            >
              {t(`components-showcase.stepper.steps.${step}`)}
            </StepLabel>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ p: 2.5, borderRadius: 1.5, bgcolor: 'action.hover' }}>
        <Typography data-testid="linear-step">
          {finished
            ? t('components-showcase.stepper.linear.finished', { skipped: skipped.length })
            : t('components-showcase.stepper.linear.current', {
                number: activeStep + 1,
                step: t(`components-showcase.stepper.steps.${steps[activeStep]}`),
              })}
        </Typography>
      </Box>
      <Stack direction="row" spacing={1}>
        {finished ? (
          <Button variant="outlined" color="inherit" onClick={reset}>
            {t('components-showcase.stepper.reset')}
          </Button>
        ) : (
          <>
            <Button color="inherit" disabled={activeStep === 0} onClick={() => setActiveStep(activeStep - 1)}>
              {t('components-showcase.stepper.back')}
            </Button>
            <Box sx={{ flexGrow: 1 }} />
            {activeStep === optionalStep && (
              <Button color="inherit" onClick={skip}>
                {t('components-showcase.stepper.skip')}
              </Button>
            )}
            <Button variant="contained" onClick={next}>
              {t(`components-showcase.stepper.${activeStep === steps.length - 1 ? 'finish' : 'next'}`)}
            </Button>
          </>
        )}
      </Stack>
    </Stack>
  );
}
