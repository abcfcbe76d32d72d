import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { externalSignInReturn, isExternalSignInErrorCode } from '@/contract/external-sign-in-messages';
import { isExternalProvider, type ExternalProvider } from '@/contract/sign-in-methods';
import { KeyIcon } from '@/web/components/icons';
import { ProviderIcon } from '@/web/components/provider-icons';
import { useErrorText } from '@/web/lib/error-text';
import { formatDate } from '@/web/lib/format';
import { toast } from '@/web/lib/toast';
import { useIdentities, useLinkIdentity, useUnlinkIdentity } from '@/web/features/user/api/identities';
import { SettingsCard } from './settings-card';

const { params } = externalSignInReturn;

/**
 * What a provider's round trip of linking said (`?linked=<provider>` or `?externalError=<code>` from the
 * server's callback): a toast for a link, the refusal for the card's alert. The address is cleaned of it.
 */
function useLinkOutcome(ready: boolean, onLinked: (provider: ExternalProvider) => void) {
  const [search, setSearch] = useSearchParams();
  const linked = search.get(params.linked);
  const errorCode = search.get(params.error);
  const [failure, setFailure] = useState<unknown>(
    errorCode && isExternalSignInErrorCode(errorCode) ? errorCode : undefined,
  );
  const handled = useRef(false);
  useEffect(() => {
    // Once the providers' names have loaded, which the toast says.
    if (!ready || handled.current || (!linked && !errorCode)) return;
    handled.current = true;
    if (linked && isExternalProvider(linked)) onLinked(linked);
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(params.linked);
        next.delete(params.error);
        return next;
      },
      { replace: true },
    );
  }, [ready, linked, errorCode, onLinked, setSearch]);
  return [failure, setFailure] as const;
}

/**
 * The ways the account signs in: its password (set or not) and each provider the site offers, linked (as
 * which email, since when) or not, with Link and Unlink. Shown only where the site offers a provider.
 */
export function SignInMethodsCard() {
  const { t, i18n, ready } = useTranslation(['account-settings', 'external_sign_in']);
  const errorText = useErrorText();
  const { data, isPending } = useIdentities();
  const link = useLinkIdentity();
  const unlink = useUnlinkIdentity();
  const providerName = (provider: ExternalProvider) => t(`external_sign_in.providers.${provider}`);
  const [failure, setFailure] = useLinkOutcome(ready, (provider) =>
    toast(t('signInMethods.linked', { provider: providerName(provider) }), 'success'),
  );

  if (!isPending && !data?.available.length) return null;
  const act = (action: () => Promise<unknown>) => {
    setFailure(undefined);
    action().catch(setFailure);
  };

  return (
    <SettingsCard title={t('signInMethods.title')} subheader={t('signInMethods.subheader')}>
      {Boolean(failure) && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {errorText(failure)}
        </Alert>
      )}
      {!data ? (
        <Skeleton variant="rounded" height={120} />
      ) : (
        <List disablePadding aria-label={t('signInMethods.title')}>
          <ListItem divider>
            <ListItemIcon>
              <KeyIcon />
            </ListItemIcon>
            <ListItemText
              primary={t('signInMethods.password')}
              secondary={
                data.hasPassword ? t('signInMethods.passwordSet') : t('signInMethods.passwordNotSet')
              }
            />
          </ListItem>
          {data.available.map((provider) => {
            const identity = data.identities.find((entry) => entry.provider === provider);
            const name = providerName(provider);
            return (
              <ListItem
                key={provider}
                divider
                secondaryAction={
                  identity ? (
                    <Button
                      color="inherit"
                      variant="outlined"
                      size="small"
                      disabled={unlink.isPending}
                      aria-label={t('signInMethods.unlinkProvider', { provider: name })}
                      onClick={() =>
                        act(async () => {
                          await unlink.mutateAsync(provider);
                          toast(t('signInMethods.unlinked', { provider: name }), 'success');
                        })
                      }
                    >
                      {t('signInMethods.unlink')}
                    </Button>
                  ) : (
                    <Button
                      variant="contained"
                      size="small"
                      disabled={link.isPending}
                      aria-label={t('signInMethods.linkProvider', { provider: name })}
                      onClick={() => act(() => link.mutateAsync(provider))}
                    >
                      {t('signInMethods.link')}
                    </Button>
                  )
                }
                sx={{ pr: 14 }}
              >
                <ListItemIcon>
                  <ProviderIcon provider={provider} />
                </ListItemIcon>
                <ListItemText
                  primary={name}
                  secondary={
                    identity ? (
                      <Box component="span">
                        {t('signInMethods.linkedAs', {
                          email: identity.email,
                          date: formatDate(identity.linkedAt, i18n.language),
                        })}
                      </Box>
                    ) : (
                      t('signInMethods.notLinked')
                    )
                  }
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </SettingsCard>
  );
}
