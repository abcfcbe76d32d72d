import IconButton from '@mui/material/IconButton';
import Stack, { type StackProps } from '@mui/material/Stack';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '@/contract/brand';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon, YouTubeIcon } from '@/web/components/network-icons';

type Network = keyof typeof brand.social;

const networks: Record<Network, { icon: ComponentType<SvgIconProps>; color: string }> = {
  instagram: { icon: InstagramIcon, color: '#E02D69' },
  linkedin: { icon: LinkedInIcon, color: '#007EBB' },
  youtube: { icon: YouTubeIcon, color: '#FF0000' },
  x: { icon: XIcon, color: 'currentColor' },
  facebook: { icon: FacebookIcon, color: '#1877F2' },
};

/** The presenter's social profiles (brand.social), each a link named "{name} on {network}". */
export function SocialLinks({ sx, ...other }: StackProps) {
  const { t } = useTranslation();
  const name = brand.presenter.name;
  return (
    <Stack
      component="ul"
      direction="row"
      aria-label={t('public.social.label', { name })}
      sx={[{ listStyle: 'none', p: 0, m: 0, gap: 0.5, flexWrap: 'wrap' }, ...(Array.isArray(sx) ? sx : [sx])]}
      {...other}
    >
      {(Object.keys(networks) as Network[]).map((network) => {
        const { icon: Icon, color } = networks[network];
        return (
          <li key={network}>
            <IconButton
              component="a"
              href={brand.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`public.social.${network}`, { name })}
              sx={{ color: 'text.secondary', '&:hover': { color } }}
            >
              <Icon fontSize="small" />
            </IconButton>
          </li>
        );
      })}
    </Stack>
  );
}
