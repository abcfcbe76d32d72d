import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const settings = ['profile', 'notifications', 'security', 'billing'] as const;
type Setting = (typeof settings)[number];

/** `orientation="vertical"`: the arrow keys up and down move between the tabs. */
export function VerticalTabsDemo() {
  const { t } = useTranslation();
  const [setting, setSetting] = useState<Setting>('profile');
  const id = useId();
  return (
    <Box sx={{ display: 'flex', minHeight: 200 }}>
      <Tabs
        orientation="vertical"
        value={setting}
        onChange={(_, value: Setting) => setSetting(value)}
        aria-label={t('components-showcase.tabs.vertical.label')}
        sx={{ borderInlineEnd: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {settings.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`components-showcase.tabs.vertical.settings.${value}.label`)}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${setting}`}
        sx={{ px: 3, py: 1, minWidth: 0 }}
      >
        <Typography variant="subtitle1" component="h3" gutterBottom>
          {t(`components-showcase.tabs.vertical.settings.${setting}.label`)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="vertical-panel">
          {t(`components-showcase.tabs.vertical.settings.${setting}.text`)}
        </Typography>
      </Box>
    </Box>
  );
}
