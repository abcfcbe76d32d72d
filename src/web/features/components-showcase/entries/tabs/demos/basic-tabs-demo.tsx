import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const sections = ['overview', 'specs', 'reviews'] as const;
type Section = (typeof sections)[number];

/** Tabs wired to their panels by hand: each tab controls a panel, the one chosen is shown. */
export function BasicTabsDemo() {
  const { t } = useTranslation();
  const [section, setSection] = useState<Section>('overview');
  const id = useId();
  return (
    <Box>
      <Tabs
        value={section}
        onChange={(_, value: Section) => setSection(value)}
        aria-label={t('components-showcase.tabs.basic.label')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((value) => (
          <Tab
            key={value}
            value={value}
            label={t(`components-showcase.tabs.sections.${value}.label`)}
            id={`${id}-tab-${value}`}
            aria-controls={`${id}-panel-${value}`}
          />
        ))}
      </Tabs>
      {sections.map((value) => (
        <Box
          key={value}
          role="tabpanel"
          hidden={value !== section}
          id={`${id}-panel-${value}`}
          aria-labelledby={`${id}-tab-${value}`}
          sx={{ pt: 3 }}
        >
          {value === section && (
            <Typography data-testid="basic-panel">
              {t(`components-showcase.tabs.sections.${value}.text`)}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
