import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { Profile } from '@/contract/user';
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from '@/web/components/network-icons';

type SocialLinks = Pick<Profile, 'facebookLink' | 'instagramLink' | 'linkedinLink' | 'twitterLink'>;

interface SocialLink {
  /** The network's own name (a brand, the same in every language). */
  network: string;
  url: string;
  Icon: ComponentType<SvgIconProps>;
  /** The network's colour; X is drawn in the text colour. */
  color: string;
}

const networks: { field: keyof SocialLinks; network: string; Icon: ComponentType<SvgIconProps>; color: string }[] = [
  { field: 'facebookLink', network: 'Facebook', Icon: FacebookIcon, color: '#1877F2' },
  { field: 'instagramLink', network: 'Instagram', Icon: InstagramIcon, color: '#E02D69' },
  { field: 'linkedinLink', network: 'LinkedIn', Icon: LinkedInIcon, color: '#007EBB' },
  { field: 'twitterLink', network: 'X', Icon: XIcon, color: 'text.primary' },
];

/** The links an account has, in a fixed order; only http(s) addresses become links. */
export function socialLinksOf(links: SocialLinks): SocialLink[] {
  return networks.flatMap(({ field, ...network }) =>
    /^https?:\/\//i.test(links[field]) ? [{ ...network, url: links[field] }] : [],
  );
}
