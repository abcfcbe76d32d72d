import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const settings = ['wifi', 'bluetooth', 'location', 'airplane'] as const;
type Setting = (typeof settings)[number];

/**
 * A settings list: each row names a setting and ends in its switch (`edge="end"`). Airplane mode turns the
 * radios off and locks them until it is off again.
 */
export function SettingsListDemo() {
  const { t } = useTranslation();
  const baseId = useId();
  const [state, setState] = useState<Record<Setting, boolean>>({
    wifi: true,
    bluetooth: false,
    location: true,
    airplane: false,
  });
  const radio = (setting: Setting) => setting === 'wifi' || setting === 'bluetooth';
  const flip = (setting: Setting, on: boolean) =>
    setState((current) =>
      setting === 'airplane' && on
        ? { ...current, airplane: true, wifi: false, bluetooth: false }
        : { ...current, [setting]: on },
    );
  const name = (setting: string) => t(`components-showcase.switch.settings.items.${setting}`);
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ maxWidth: 420 }}>
        <List disablePadding>
          {settings.map((setting) => {
            const labelId = `${baseId}-${setting}`;
            return (
              <ListItem
                key={setting}
                divider={setting !== 'airplane'}
                secondaryAction={
                  <Switch
                    edge="end"
                    checked={state[setting]}
                    disabled={state.airplane && radio(setting)}
                    onChange={(event) => flip(setting, event.target.checked)}
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                }
              >
                <ListItemText
                  slotProps={{ primary: { id: labelId } }}
                  primary={name(setting)}
                  secondary={t(`components-showcase.switch.settings.${state[setting] ? 'on' : 'off'}`)}
                />
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Typography data-testid="settings-summary" aria-live="polite">
        {t('components-showcase.switch.settings.summary', {
          list:
            settings
              .filter((setting) => state[setting])
              .map(name)
              .join(', ') || t('components-showcase.switch.settings.nothing'),
        })}
      </Typography>
    </Stack>
  );
}
