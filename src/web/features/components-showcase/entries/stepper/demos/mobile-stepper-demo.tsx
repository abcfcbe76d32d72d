import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MobileStepper from '@mui/material/MobileStepper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronEndIcon, ChevronStartIcon } from '@/web/components/icons';

const tips = ['welcome', 'projects', 'team', 'done'] as const;

/** A mobile stepper: a dot per step between Back and Next, for a short tour on a small screen. */
export function MobileStepperDemo() {
  const { t } = useTranslation();
  const theme = useTheme();
  const [activeStep, setActiveStep] = useState(0);
  // The chevrons point the way of reading: mirrored in a right-to-left layout.
  const mirror = theme.direction === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Box sx={{ maxWidth: 400 }}>
      <Box sx={{ p: 2.5, minHeight: 96, borderRadius: 1.5, bgcolor: 'action.hover' }}>
        <Typography variant="subtitle1" component="p" data-testid="tour-title">
          {t(`components-showcase.stepper.mobile.tips.${tips[activeStep]}.title`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`components-showcase.stepper.mobile.tips.${tips[activeStep]}.text`)}
        </Typography>
      </Box>
      <MobileStepper
        variant="dots"
        steps={tips.length}
        position="static"
        activeStep={activeStep}
        sx={{ bgcolor: 'transparent', px: 0 }}
        nextButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep + 1)}
            disabled={activeStep === tips.length - 1}
            endIcon={<ChevronEndIcon sx={mirror} />}
          >
            {t('components-showcase.stepper.next')}
          </Button>
        }
        backButton={
          <Button
            size="small"
            onClick={() => setActiveStep(activeStep - 1)}
            disabled={activeStep === 0}
            startIcon={<ChevronStartIcon sx={mirror} />}
          >
            {t('components-showcase.stepper.back')}
          </Button>
        }
      />
    </Box>
  );
}
