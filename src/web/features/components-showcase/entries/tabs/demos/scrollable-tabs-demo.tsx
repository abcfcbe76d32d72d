import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@/web/lib/format';

/**
 * Twelve tabs in a narrow space: `variant="scrollable"` with scroll buttons (they point the other way in
 * right-to-left on their own); the tab chosen scrolls into view.
 */
export function ScrollableTabsDemo() {
  const { t, i18n } = useTranslation();
  const [month, setMonth] = useState(0);
  const monthName = new Intl.DateTimeFormat(intlLocale(i18n.language), { month: 'long' });
  const names = Array.from({ length: 12 }, (_, index) => monthName.format(new Date(2026, index, 1)));
  return (
    <Stack spacing={2}>
      <Tabs
        value={month}
        onChange={(_, value: number) => setMonth(value)}
        variant="scrollable"
        scrollButtons
        allowScrollButtonsMobile
        aria-label={t('components-showcase.tabs.scrollable.label')}
        sx={{ maxWidth: 560 }}
      >
        {names.map((name, index) => (
          <Tab key={name} value={index} label={name} />
        ))}
      </Tabs>
      <Typography data-testid="chosen-month">
        {t('components-showcase.tabs.scrollable.chosen', { month: names[month] })}
      </Typography>
    </Stack>
  );
}
