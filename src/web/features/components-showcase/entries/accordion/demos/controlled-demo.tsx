import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExpandMoreIcon } from './expand-icon';

const panels = ['general', 'users', 'advanced', 'personal'] as const;

/** One panel open at a time: the open one's id is the state, opening another closes it. */
export function ControlledDemo() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | false>('general');
  return (
    <div>
      {panels.map((panel) => (
        <Accordion
          key={panel}
          expanded={expanded === panel}
          onChange={(_, isExpanded) => setExpanded(isExpanded ? panel : false)}
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${panel}-content`}
            id={`${panel}-header`}
          >
            <Typography component="span" sx={{ width: { sm: '40%' }, flexShrink: 0, fontWeight: 600 }}>
              {t(`components-showcase.accordion.panels.${panel}.title`)}
            </Typography>
            <Typography
              component="span"
              sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }}
            >
              {t(`components-showcase.accordion.panels.${panel}.secondary`)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`${panel}-content`}>
            <Typography sx={{ color: 'text.secondary' }}>
              {t(`components-showcase.accordion.panels.${panel}.details`)}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
