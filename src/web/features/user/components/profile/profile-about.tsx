import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Profile } from '@/contract/user';
import { paths } from '@/web/lib/paths';
import { LocationIcon, MailIcon, SchoolIcon, WorkIcon } from './profile-icons';

interface ProfileAboutProps {
  profile: Profile;
  /** The account's own "about" text (account settings). */
  about: string;
}

function Detail({ Icon, children }: { Icon: ComponentType<SvgIconProps>; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
      <Icon fontSize="small" sx={{ mt: 0.25, color: 'text.secondary', flexShrink: 0 }} />
      <Typography variant="body2" component="span" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Stack>
  );
}

/** The user's quote and about text, and where they live, how to reach them, where they work and studied. */
export function ProfileAbout({ profile, about }: ProfileAboutProps) {
  const { t } = useTranslation();
  const work = profile.company && profile.role ? t('profile.about.roleAt', { role: profile.role, company: profile.company }) : profile.company || profile.role;
  const hasText = Boolean(profile.quote || about);
  return (
    <Card>
      <CardHeader title={t('profile.about.heading')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <Stack sx={{ gap: 2 }}>
          {profile.quote && (
            <Typography variant="body2" component="blockquote" sx={{ m: 0, fontStyle: 'italic' }}>
              {profile.quote}
            </Typography>
          )}
          {about && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {about}
            </Typography>
          )}
          {!hasText && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('profile.about.empty')}{' '}
              <Link component={RouterLink} to={paths.dashboard.user.account}>
                {t('profile.about.editLink')}
              </Link>
            </Typography>
          )}
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }}>
            {profile.country && <Detail Icon={LocationIcon}>{t('profile.about.livesIn', { country: profile.country })}</Detail>}
            {profile.email && (
              <Detail Icon={MailIcon}>
                <Link href={`mailto:${profile.email}`} color="inherit">
                  {profile.email}
                </Link>
              </Detail>
            )}
            {work && <Detail Icon={WorkIcon}>{work}</Detail>}
            {profile.school && <Detail Icon={SchoolIcon}>{t('profile.about.studiedAt', { school: profile.school })}</Detail>}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
