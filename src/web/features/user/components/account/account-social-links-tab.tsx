import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SocialLinks } from '@/contract/account-settings';
import { FormTextInput } from '@/web/components/form-text-input';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '@/web/components/network-icons';
import { usePreloadedResolver } from '@/web/lib/lazy-resolver';
import { setServerFieldErrors } from '@/web/lib/server-field-errors';
import { toast } from '@/web/lib/toast';
import { useSocialLinks, useUpdateSocialLinks } from '@/web/features/user/api/social-links';
import { accountFormResolvers } from './account-form-resolvers';
import { FormFooter } from './form-footer';
import { QueryContent } from './query-content';
import { SettingsCard } from './settings-card';

const links: { name: keyof SocialLinks; icon: ReactElement; placeholder: string }[] = [
  { name: 'facebookLink', icon: <FacebookIcon />, placeholder: 'https://www.facebook.com/…' },
  { name: 'instagramLink', icon: <InstagramIcon />, placeholder: 'https://www.instagram.com/…' },
  { name: 'linkedinLink', icon: <LinkedInIcon />, placeholder: 'https://www.linkedin.com/in/…' },
  { name: 'twitterLink', icon: <XIcon />, placeholder: 'https://x.com/…' },
];
const fieldNames = links.map((link) => link.name);

/** Social links: the four networks a profile links to, each an https:// address on the network's own site. */
export function AccountSocialLinksTab() {
  const { t } = useTranslation();
  return (
    <SettingsCard
      title={t('account-settings.social.title')}
      subheader={t('account-settings.social.subheader')}
    >
      <QueryContent query={useSocialLinks()} skeletonHeight={280}>
        {(saved) => <SocialLinksForm saved={saved} />}
      </QueryContent>
    </SettingsCard>
  );
}

function SocialLinksForm({ saved }: { saved: SocialLinks }) {
  const { t } = useTranslation();
  const update = useUpdateSocialLinks();
  const [failure, setFailure] = useState<unknown>();
  const { control, handleSubmit, setError, reset } = useForm<SocialLinks>({
    resolver: usePreloadedResolver(accountFormResolvers.socialLinks),
    defaultValues: saved,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const { socialLinks } = await update.mutateAsync(values);
      reset(socialLinks);
      toast(t('account-settings.social.saved'), 'success');
    } catch (error) {
      if (!setServerFieldErrors(error, fieldNames, setError)) setFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('account-settings.social.title')}>
      <Stack sx={{ gap: 3 }}>
        {links.map((link) => (
          <FormTextInput
            key={link.name}
            control={control}
            name={link.name}
            label={t(`account-settings.social.${link.name}`)}
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder={link.placeholder}
            startAdornment={<InputAdornment position="start">{link.icon}</InputAdornment>}
            inputProps={{ dir: 'ltr' }}
          />
        ))}
        <FormFooter failure={failure} pending={update.isPending} submitLabel={t('account-settings.save')} />
      </Stack>
    </form>
  );
}
