import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepContent from '@mui/material/StepContent';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const steps = ['campaign', 'audience', 'ad'] as const;

/** Vertical: each step unfolds its own text and buttons under its label (`StepContent`). */
export function VerticalStepperDemo() {
  const { t } = useTranslation();
  const [activeStep, setActiveStep] = useState(0);
  return (
    <Box sx={{ maxWidth: 480 }}>
      <Stepper activeStep={activeStep} orientation="vertical">
        {steps.map((step, index) => (
          <Step key={step}>
            <StepLabel>{t(`components-showcase.stepper.vertical.steps.${step}.label`)}</StepLabel>
            <StepContent>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t(`components-showcase.stepper.vertical.steps.${step}.text`)}
              </Typography>
              <Box sx={{ mt: 2, display: 'flex', gap: 1 }}>
                <Button variant="contained" size="small" onClick={() => setActiveStep(index + 1)}>
                  {t(`components-showcase.stepper.${index === steps.length - 1 ? 'finish' : 'continue'}`)}
                </Button>
                <Button
                  size="small"
                  color="inherit"
                  disabled={index === 0}
                  onClick={() => setActiveStep(index - 1)}
                >
                  {t('components-showcase.stepper.back')}
                </Button>
              </Box>
            </StepContent>
          </Step>
        ))}
      </Stepper>
      {activeStep === steps.length && (
        <Paper variant="outlined" sx={{ p: 2.5, mt: 2 }}>
          <Typography data-testid="vertical-done">
            {t('components-showcase.stepper.vertical.done')}
          </Typography>
          <Button size="small" color="inherit" sx={{ mt: 1 }} onClick={() => setActiveStep(0)}>
            {t('components-showcase.stepper.reset')}
          </Button>
        </Paper>
      )}
    </Box>
  );
}
