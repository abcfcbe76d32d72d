import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@/contract/user';
import { socialLinksOf } from '@/web/features/user/components/social-links';

/** The user's social network profiles, each a link by its address. */
export function ProfileSocialCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const links = socialLinksOf(profile);
  return (
    <Card>
      <CardHeader title={t('profile.social.heading')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        {links.length === 0 ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('profile.social.empty')}
          </Typography>
        ) : (
          <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0, gap: 2 }}>
            {links.map(({ network, url, Icon, color }) => (
              <Stack component="li" key={network} direction="row" sx={{ gap: 2, alignItems: 'center' }}>
                <Icon sx={{ color, flexShrink: 0 }} />
                <Link
                  href={url}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  color="inherit"
                  aria-label={t('profile.social.linkLabel', { network, url })}
                  sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                >
                  {url}
                </Link>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
