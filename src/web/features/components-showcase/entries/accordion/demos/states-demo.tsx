import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from './expand-icon';

/** Uncontrolled panels (several may be open), one open from the start with actions, one disabled. */
export function StatesDemo() {
  const { t } = useTranslation();
  const [agreed, setAgreed] = useState(false);
  return (
    <div>
      <Accordion>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="shipping-content"
          id="shipping-header"
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('components-showcase.accordion.states.shipping.title')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="shipping-content">
          <Typography sx={{ color: 'text.secondary' }}>
            {t('components-showcase.accordion.states.shipping.details')}
          </Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion defaultExpanded>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="terms-content" id="terms-header">
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('components-showcase.accordion.states.terms.title')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="terms-content">
          <Typography sx={{ color: 'text.secondary' }}>
            {agreed
              ? t('components-showcase.accordion.states.terms.agreed')
              : t('components-showcase.accordion.states.terms.details')}
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button color="inherit" disabled={!agreed} onClick={() => setAgreed(false)}>
            {t('components-showcase.accordion.states.terms.cancel')}
          </Button>
          <Button variant="contained" disabled={agreed} onClick={() => setAgreed(true)}>
            {t('components-showcase.accordion.states.terms.agree')}
          </Button>
        </AccordionActions>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary
          expandIcon={<ExpandMoreIcon />}
          aria-controls="disabled-content"
          id="disabled-header"
        >
          <Typography component="span" sx={{ fontWeight: 600 }}>
            {t('components-showcase.accordion.states.disabled.title')}
          </Typography>
        </AccordionSummary>
        <AccordionDetails id="disabled-content" />
      </Accordion>
    </div>
  );
}
