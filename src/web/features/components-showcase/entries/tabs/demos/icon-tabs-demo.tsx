import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartIcon, PersonIcon, PhoneIcon } from './tab-icons';

const contacts = [
  { value: 'recents', Icon: PhoneIcon },
  { value: 'favourites', Icon: HeartIcon },
  { value: 'people', Icon: PersonIcon },
] as const;
type Contact = (typeof contacts)[number]['value'];
const positions = ['top', 'start', 'end', 'bottom'] as const;
type IconPosition = (typeof positions)[number];

/** Icons alone (named by aria-label), or beside a label in the position picked above them. */
export function IconTabsDemo() {
  const { t } = useTranslation();
  const [iconOnly, setIconOnly] = useState<Contact>('recents');
  const [withLabel, setWithLabel] = useState<Contact>('favourites');
  const [position, setPosition] = useState<IconPosition>('start');
  const label = (value: Contact) => t(`components-showcase.tabs.icons.${value}`);
  return (
    <Stack spacing={3}>
      <Tabs
        value={iconOnly}
        onChange={(_, value: Contact) => setIconOnly(value)}
        aria-label={t('components-showcase.tabs.icons.onlyLabel')}
      >
        {contacts.map(({ value, Icon }) => (
          <Tab key={value} value={value} icon={<Icon />} aria-label={label(value)} />
        ))}
      </Tabs>
      <Typography data-testid="icon-tab-chosen">
        {t('components-showcase.tabs.icons.chosen', { name: label(iconOnly) })}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={position}
        onChange={(_, value: IconPosition | null) => value && setPosition(value)}
        aria-label={t('components-showcase.tabs.icons.position')}
        sx={{ flexWrap: 'wrap' }}
      >
        {positions.map((value) => (
          <ToggleButton key={value} value={value}>
            {value}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <Tabs
        value={withLabel}
        onChange={(_, value: Contact) => setWithLabel(value)}
        aria-label={t('components-showcase.tabs.icons.positionsLabel')}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
      >
        {contacts.map(({ value, Icon }) => (
          <Tab key={value} value={value} icon={<Icon />} iconPosition={position} label={label(value)} />
        ))}
      </Tabs>
    </Stack>
  );
}
