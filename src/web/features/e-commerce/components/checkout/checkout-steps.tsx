import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { visuallyHidden } from '@mui/utils';
import { useTranslation } from 'react-i18next';

const steps = ['cart', 'billing', 'payment'] as const;

/** Cart, Billing & address, Payment: a step already done is a button back to it. */
export function CheckoutSteps({ active, onGoto }: { active: number; onGoto(step: number): void }) {
  const { t } = useTranslation();
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      component="ol"
      aria-label={t('checkout.steps.label')}
      sx={{ listStyle: 'none', p: 0, m: 0, mb: { xs: 3, md: 5 } }}
    >
      {steps.map((step, index) => {
        const label = t(`checkout.steps.${step}`);
        return (
          <Step key={step} component="li" aria-current={index === active ? 'step' : undefined}>
            {index < active ? (
              <StepButton onClick={() => onGoto(index)}>
                {label}
                <span style={visuallyHidden}> {t('checkout.steps.done')}</span>
              </StepButton>
            ) : (
              <StepLabel>{label}</StepLabel>
            )}
          </Step>
        );
      })}
    </Stepper>
  );
}
