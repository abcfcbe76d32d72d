import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const plans = ['monthly', 'yearly', 'lifetime'] as const;
type Plan = (typeof plans)[number];

/** `variant="fullWidth"` shares the width, `centered` groups them in the middle; a disabled tab cannot be picked. */
export function LayoutTabsDemo() {
  const { t } = useTranslation();
  const [fullWidthPlan, setFullWidthPlan] = useState<Plan>('monthly');
  const [centredPlan, setCentredPlan] = useState<Plan>('yearly');
  const tabs = plans.map((plan) => (
    <Tab
      key={plan}
      value={plan}
      label={t(`components-showcase.tabs.layout.plans.${plan}`)}
      disabled={plan === 'lifetime'}
    />
  ));
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('components-showcase.tabs.layout.fullWidth')}
        </Typography>
        <Tabs
          value={fullWidthPlan}
          onChange={(_, value: Plan) => setFullWidthPlan(value)}
          variant="fullWidth"
          aria-label={t('components-showcase.tabs.layout.fullWidth')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs}
        </Tabs>
      </div>
      <div>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          {t('components-showcase.tabs.layout.centred')}
        </Typography>
        <Tabs
          value={centredPlan}
          onChange={(_, value: Plan) => setCentredPlan(value)}
          centered
          textColor="secondary"
          indicatorColor="secondary"
          aria-label={t('components-showcase.tabs.layout.centred')}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs}
        </Tabs>
      </div>
      <Typography data-testid="chosen-plans">
        {t('components-showcase.tabs.layout.chosen', {
          fullWidth: t(`components-showcase.tabs.layout.plans.${fullWidthPlan}`),
          centred: t(`components-showcase.tabs.layout.plans.${centredPlan}`),
        })}
      </Typography>
    </Stack>
  );
}
