import Box from '@mui/material/Box';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NotificationSettingKey, NotificationSettings } from '@/contract/user';
import { FormSwitch } from '@/web/components/form-switch';
import { toast } from '@/web/lib/toast';
import {
  useNotificationSettings,
  useUpdateNotificationSettings,
} from '@/web/features/user/api/notification-settings';
import { FormFooter } from './form-footer';
import { QueryContent } from './query-content';
import { SettingsCard } from './settings-card';

const groups: { name: 'activity' | 'application'; keys: NotificationSettingKey[] }[] = [
  { name: 'activity', keys: ['activityComments', 'activityAnswers', 'activityFollows'] },
  { name: 'application', keys: ['applicationNews', 'applicationProduct', 'applicationBlog'] },
];

/** Notifications: the six settings as switches, grouped under Activity and Application, saved together. */
export function AccountNotificationsTab() {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title={t('account-settings.notifications.title')}
      subheader={t('account-settings.notifications.subheader')}
    >
      <QueryContent query={useNotificationSettings()} skeletonHeight={280}>
        {(saved) => <NotificationSettingsForm saved={saved} />}
      </QueryContent>
    </SettingsCard>
  );
}

function NotificationSettingsForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationSettings();
  const { control, handleSubmit, reset } = useForm<NotificationSettings>({ defaultValues: saved });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { notifications } = await update.mutateAsync(values);
      reset(notifications);
      toast(t('account-settings.notifications.saved'), 'success');
    } catch {
      // Shown below the switches.
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('account-settings.notifications.title')}>
      <Stack sx={{ gap: 3 }}>
        {groups.map((group) => (
          <Box
            key={group.name}
            component="fieldset"
            sx={(theme) => ({
              border: 0,
              m: 0,
              p: 2,
              borderRadius: 1.5,
              bgcolor: alpha(theme.palette.grey[500], 0.08),
            })}
          >
            <Typography component="legend" variant="overline" sx={{ color: 'text.secondary', p: 0, mb: 1 }}>
              {t(`account-settings.notifications.${group.name}`)}
            </Typography>
            <FormGroup sx={{ gap: 1 }}>
              {group.keys.map((key) => (
                <FormSwitch
                  key={key}
                  name={key}
                  control={control}
                  label={t(`account-settings.notifications.${key}`)}
                  labelFirst
                />
              ))}
            </FormGroup>
          </Box>
        ))}
        <FormFooter
          failure={update.error}
          pending={update.isPending}
          submitLabel={t('account-settings.save')}
        />
      </Stack>
    </form>
  );
}
