import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AccountUser } from '@/contract/account';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { FormCountryField } from '@/web/components/form-country-field';
import { FormSwitch } from '@/web/components/form-switch';
import { FormTextInput } from '@/web/components/form-text-input';
import { ImageUploadButton } from '@/web/components/image-upload-button';
import { TextInput } from '@/web/components/text-input';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { setServerFieldErrors } from '@/web/lib/server-field-errors';
import { useAuth } from '@/web/lib/session/auth-store';
import { toast } from '@/web/lib/toast';
import { useUpdateAccountGeneral } from '@/web/features/user/api/update-account-general';
import { accountFormResolvers } from './account-form-resolvers';
import { FormFooter } from './form-footer';
import {
  accountGeneralFields,
  accountGeneralFormOf,
  type AccountGeneralForm,
} from './account-general-values';

/** General: photo, public profile, display name and contact details of the signed-in account. */
export function AccountGeneralTab() {
  const user = useAuth((state) => state.user);
  // The dashboard shows only to a signed-in user; the tab waits for the account like every screen does.
  return user ? <GeneralForm user={user} /> : null;
}

function GeneralForm({ user }: { user: AccountUser }) {
  const { t } = useTranslation();
  const photoHeadingId = useId();
  const detailsHeadingId = useId();
  const publicHintId = useId();
  const save = useUpdateAccountGeneral();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError, reset } = useForm<AccountGeneralForm>({
    resolver: usePreloadedResolver(accountFormResolvers.general),
    defaultValues: accountGeneralFormOf(user),
  });
  const displayName = useWatch({ control, name: 'displayName' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { user: saved } = await save.mutateAsync(values);
      reset(accountGeneralFormOf(saved));
      toast(t('account-settings.general.saved'), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, accountGeneralFields, setError)) setFailure(error);
    }
  });

  const text = (
    name: Exclude<keyof AccountGeneralForm, 'isPublic' | 'country' | 'photoURL'>,
    autoComplete: string,
    extra: { required?: boolean; type?: string; multiline?: boolean; minRows?: number } = {},
  ) => (
    <FormTextInput
      control={control}
      name={name}
      label={t(`account-settings.general.${name}`)}
      autoComplete={autoComplete}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('account-settings.general.formLabel')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card component="section" aria-labelledby={photoHeadingId} sx={{ p: 3, height: 1 }}>
            <Typography id={photoHeadingId} variant="h6" component="h2" sx={{ mb: 3 }}>
              {t('account-settings.general.photoTitle')}
            </Typography>
            <Controller
              name="photoURL"
              control={control}
              render={({ field }) => (
                <Stack sx={{ alignItems: 'center', gap: 2, textAlign: 'center' }}>
                  <AvatarWithInitial
                    name={displayName || user.displayName}
                    src={field.value}
                    alt={t('account-settings.general.photoAlt')}
                    sx={{ width: 128, height: 128, fontSize: 48 }}
                    data-testid="account-photo"
                  />
                  <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', justifyContent: 'center' }}>
                    <ImageUploadButton
                      label={
                        field.value
                          ? t('account-settings.general.changePhoto')
                          : t('account-settings.general.uploadPhoto')
                      }
                      onUploaded={field.onChange}
                    />
                    {field.value && (
                      <Button color="inherit" onClick={() => field.onChange('')}>
                        {t('account-settings.general.removePhoto')}
                      </Button>
                    )}
                  </Stack>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {t('account-settings.general.photoHint')}
                  </Typography>
                </Stack>
              )}
            />
            <Stack sx={{ mt: 4, gap: 0.5 }}>
              <FormSwitch
                name="isPublic"
                control={control}
                label={t('account-settings.general.publicProfile')}
                labelFirst
                describedBy={publicHintId}
              />
              <Typography id={publicHintId} variant="caption" sx={{ color: 'text.secondary' }}>
                {t('account-settings.general.publicProfileHint')}
              </Typography>
            </Stack>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="section" aria-labelledby={detailsHeadingId} sx={{ p: 3 }}>
            <Typography id={detailsHeadingId} variant="h6" component="h2" sx={{ mb: 3 }}>
              {t('account-settings.general.detailsTitle')}
            </Typography>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>{text('displayName', 'name', { required: true })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextInput
                  label={t('account-settings.general.email')}
                  value={user.email}
                  readOnly
                  fullWidth
                  helperText={t('account-settings.general.emailHint')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('phoneNumber', 'tel', { type: 'tel' })}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('address', 'street-address')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <FormCountryField
                  control={control}
                  name="country"
                  label={t('account-settings.general.country')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('state', 'address-level1')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('city', 'address-level2')}</Grid>
              <Grid size={{ xs: 12, sm: 6 }}>{text('zipCode', 'postal-code')}</Grid>
              <Grid size={12}>{text('about', 'off', { multiline: true, minRows: 4 })}</Grid>
            </Grid>
            <Stack sx={{ mt: 3, gap: 3 }}>
              <FormFooter
                failure={failure}
                pending={save.isPending}
                submitLabel={t('account-settings.general.save')}
              />
            </Stack>
          </Card>
        </Grid>
      </Grid>
    </form>
  );
}
