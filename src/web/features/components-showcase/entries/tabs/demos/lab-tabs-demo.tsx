import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const sections = ['overview', 'specs', 'reviews'] as const;

/** @mui/lab's TabContext does the wiring: TabList and TabPanel share the value and their ids. */
export function LabTabsDemo() {
  const { t } = useTranslation();
  const [value, setValue] = useState<string>('specs');
  return (
    <TabContext value={value}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <TabList
          onChange={(_, next: string) => setValue(next)}
          aria-label={t('components-showcase.tabs.lab.label')}
        >
          {sections.map((section) => (
            <Tab
              key={section}
              value={section}
              label={t(`components-showcase.tabs.sections.${section}.label`)}
            />
          ))}
        </TabList>
      </Box>
      {sections.map((section) => (
        <TabPanel key={section} value={section} sx={{ px: 0 }}>
          {t(`components-showcase.tabs.sections.${section}.text`)}
        </TabPanel>
      ))}
    </TabContext>
  );
}
