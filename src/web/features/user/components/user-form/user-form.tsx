import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiErrors } from '@/contract/errors';
import type { ManagedUser } from '@/contract/user';
import { FormCountryField } from '@/web/components/form-country-field';
import { FormTextInput } from '@/web/components/form-text-input';
import { Label } from '@/web/components/label';
import { useErrorText } from '@/web/lib/error-text';
import { ApiRequestError } from '@/web/lib/http-client';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { paths } from '@/web/lib/paths';
import { fieldErrorsOf, showFieldErrors } from '@/web/lib/server-field-errors';
import { useAuth } from '@/web/lib/session/auth-store';
import { toast } from '@/web/lib/toast';
import { useCreateManagedUser, useUpdateManagedUser } from '@/web/features/user/api/save-managed-user';
import { UserAvatarField } from './user-avatar-field';
import { userFormResolver } from './user-form-resolver';
import { UserFormSwitch } from './user-form-switch';
import { emptyUserForm, userFormFieldOf, userFormValuesOf, type UserFormValues } from './user-form-values';

type TextField =
  'name' | 'email' | 'phoneNumber' | 'address' | 'state' | 'city' | 'zipCode' | 'company' | 'role';
type SwitchField = 'status' | 'isVerified' | 'accessRole';

/**
 * An account of the workspace (admins only): empty to create one, or filled with `user` to edit it. Creating sends
 * the new account a link to set its password and goes to the list; saving an edit stays, showing what was saved.
 */
export function UserForm({ user }: { user?: ManagedUser }) {
  const { t } = useTranslation();
  const message = useErrorText();
  const navigate = useNavigate();
  const accountHeadingId = useId();
  const detailsHeadingId = useId();
  const isSelf = useAuth((state) => state.user?.id !== undefined && state.user.id === user?.id);
  const createUser = useCreateManagedUser();
  const updateUser = useUpdateManagedUser();
  const saving = user ? updateUser : createUser;
  const [uploading, setUploading] = useState(false);
  const onUploadingChange = useCallback((now: boolean) => setUploading(now), []);
  const [failure, setFailure] = useState<unknown>(null);
  const { control, handleSubmit, setError, reset } = useForm<UserFormValues>({
    resolver: usePreloadedResolver(userFormResolver),
    defaultValues: user ? userFormValuesOf(user) : emptyUserForm,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      if (user) {
        const saved = await updateUser.mutateAsync({ userId: user.id, updateUser: values });
        reset(userFormValuesOf(saved.user));
        toast(t('user-form.form.updated'), 'success');
      } else {
        const created = await createUser.mutateAsync(values);
        // Where the set-password link went: without SMTP_URL it waits in an inbox its reader cannot open yet.
        const delivery = created.passwordLink;
        toast(
          t(`user-form.form.created.${delivery}`, { email: created.user.email }),
          delivery === 'smtp' ? 'success' : 'warning',
        );
        navigate(paths.dashboard.user.list);
      }
    } catch (error) {
      // A field the server refused shows under that field (a taken email under the email); anything else above
      // the buttons.
      const fieldErrors =
        error instanceof ApiRequestError && error.code === ApiErrors.emailTaken.code
          ? [{ path: 'email', code: error.code, message: error.message }]
          : fieldErrorsOf(error);
      if (!showFieldErrors(fieldErrors, setError, userFormFieldOf)) setFailure(error);
    }
  });

  // The browser would offer the admin's own details: the form is about someone else.
  const text = (name: TextField, label: string) => (
    <FormTextInput
      name={name}
      control={control}
      label={label}
      required={name !== 'zipCode'}
      autoComplete="off"
    />
  );

  // A switch for a field of two values: `[off, on]`. The caller's own ban and admin rights cannot be changed here.
  const toggle = <N extends SwitchField>(
    name: N,
    [off, on]: [UserFormValues[N], UserFormValues[N]],
    label: string,
    hint: string,
    locked = false,
  ) => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <UserFormSwitch
          label={label}
          hint={locked ? t('user-form.switches.notSelf') : hint}
          checked={field.value === on}
          onChange={(checked) => field.onChange(checked ? on : off)}
          disabled={locked}
        />
      )}
    />
  );

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={user ? t('user-form.form.editLabel') : t('user-form.form.newLabel')}
    >
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Card component="section" aria-labelledby={accountHeadingId} sx={{ p: 3 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
              <Typography id={accountHeadingId} variant="h6" component="h2">
                {t('user-form.form.account')}
              </Typography>
              <Controller
                name="status"
                control={control}
                render={({ field }) => (
                  <Label color={field.value === 'banned' ? 'error' : 'success'} data-testid="user-status">
                    {t(`user-form.status.${field.value}`)}
                  </Label>
                )}
              />
            </Stack>
            <Box sx={{ mt: 3, mb: 4 }}>
              <Controller
                name="avatarUrl"
                control={control}
                render={({ field, fieldState }) => (
                  <UserAvatarField
                    ref={field.ref}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    onUploadingChange={onUploadingChange}
                  />
                )}
              />
            </Box>
            <Stack sx={{ gap: 3 }}>
              {user &&
                toggle(
                  'status',
                  ['active', 'banned'],
                  t('user-form.switches.banned'),
                  t('user-form.switches.bannedHint'),
                  isSelf,
                )}
              {toggle(
                'isVerified',
                [false, true],
                t('user-form.switches.verified'),
                t('user-form.switches.verifiedHint'),
              )}
              {toggle(
                'accessRole',
                ['user', 'admin'],
                t('user-form.switches.admin'),
                t('user-form.switches.adminHint'),
                isSelf,
              )}
            </Stack>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Card component="section" aria-labelledby={detailsHeadingId} sx={{ p: 3 }}>
            <Typography id={detailsHeadingId} variant="h6" component="h2" sx={{ mb: 3 }}>
              {t('user-form.form.details')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 3,
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              {text('name', t('user-form.form.name'))}
              {text('email', t('user-form.form.email'))}
              {text('phoneNumber', t('user-form.form.phoneNumber'))}
              <FormCountryField
                name="country"
                control={control}
                label={t('user-form.form.country')}
                required
              />
              {text('state', t('user-form.form.state'))}
              {text('city', t('user-form.form.city'))}
              {text('address', t('user-form.form.address'))}
              {text('zipCode', t('user-form.form.zipCode'))}
              {text('company', t('user-form.form.company'))}
              {text('role', t('user-form.form.role'))}
            </Box>
            {Boolean(failure) && (
              <Alert severity="error" role="alert" sx={{ mt: 3 }}>
                {message(failure)}
              </Alert>
            )}
            <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={saving.isPending}
                disabled={uploading}
              >
                {uploading
                  ? t('user-form.form.waitForUpload')
                  : user
                    ? t('user-form.form.save')
                    : t('user-form.form.create')}
              </Button>
            </Stack>
          </Card>
        </Grid>
      </Grid>
    </form>
  );
}
