import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const steps = ['venue', 'catering', 'music'] as const;

/** Non-linear: any step can be opened by its button and completed in any order. */
export function NonLinearStepperDemo() {
  const { t } = useTranslation();
  const [activeStep, setActiveStep] = useState(0);
  const [completed, setCompleted] = useState<number[]>([]);
  const allDone = completed.length === steps.length;
  const complete = () => {
    const done = [...completed, activeStep];
    setCompleted(done);
    // On to the first step still open, if any.
    const open = steps.findIndex((_, index) => !done.includes(index));
    if (open !== -1) setActiveStep(open);
  };
  return (
    <Stack spacing={3}>
      <Stepper nonLinear alternativeLabel activeStep={activeStep}>
        {steps.map((step, index) => (
          <Step key={step} completed={completed.includes(index)}>
            <StepButton onClick={() => setActiveStep(index)}>
              {t(`components-showcase.stepper.nonLinear.steps.${step}`)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography data-testid="non-linear-status">
        {allDone
          ? t('components-showcase.stepper.nonLinear.allDone')
          : t('components-showcase.stepper.nonLinear.status', {
              done: completed.length,
              total: steps.length,
              step: t(`components-showcase.stepper.nonLinear.steps.${steps[activeStep]}`),
            })}
      </Typography>
      <Stack direction="row" spacing={1}>
        {allDone ? (
          <Button
            variant="outlined"
            color="inherit"
            onClick={() => {
              setCompleted([]);
              setActiveStep(0);
            }}
          >
            {t('components-showcase.stepper.reset')}
          </Button>
        ) : (
          <Button variant="contained" onClick={complete} disabled={completed.includes(activeStep)}>
            {t('components-showcase.stepper.nonLinear.complete')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
