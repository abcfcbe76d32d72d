import { SearchIcon } from '@/web/components/search-icon';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { TrafficSource } from '@/contract/site-traffic';
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  XIcon,
  YouTubeIcon,
} from '@/web/components/network-icons';
import { pathIcon } from '@/web/components/path-icon';

const TikTokIcon = pathIcon(
  'M12.53.02C13.84 0 15.14.01 16.44 0c.08 1.53.63 3.09 1.75 4.17 1.12 1.11 2.7 1.62 4.24 1.79v4.03c-1.44-.05-2.89-.35-4.2-.97-.57-.26-1.1-.59-1.62-.93-.01 2.92.01 5.84-.02 8.75-.08 1.4-.54 2.79-1.35 3.94-1.31 1.92-3.58 3.17-5.91 3.21-1.43.08-2.86-.31-4.08-1.03-2.02-1.19-3.44-3.37-3.65-5.71-.02-.5-.03-1-.01-1.49.18-1.9 1.12-3.72 2.58-4.96 1.66-1.44 3.98-2.13 6.15-1.72.02 1.48-.04 2.96-.04 4.44-.99-.32-2.15-.23-3.02.37-.63.41-1.11 1.04-1.36 1.75-.21.51-.15 1.07-.14 1.61.24 1.64 1.82 3.02 3.5 2.87 1.12-.01 2.19-.66 2.77-1.61.19-.33.4-.67.41-1.06.1-1.79.06-3.57.07-5.36.01-4.03-.01-8.05.02-12.07Z',
);
const DirectIcon = pathIcon(
  'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1ZM8 13h8v-2H8v2Zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5Z',
);
const OtherSiteIcon = pathIcon(
  'M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2Zm-1 17.93c-3.95-.49-7-3.85-7-7.93 0-.62.08-1.21.21-1.79L9 15v1c0 1.1.9 2 2 2v1.93Zm6.9-2.54c-.26-.81-1-1.39-1.9-1.39h-1v-3c0-.55-.45-1-1-1H8v-2h2c.55 0 1-.45 1-1V7h2c1.1 0 2-.9 2-2v-.41c2.93 1.19 5 4.06 5 7.41 0 2.08-.8 3.97-2.1 5.39Z',
);

/**
 * Each source's mark and its colour: a social site's brand colour where it reads on light and dark paper alike,
 * else the text's.
 */
export const trafficSourceIcons: Record<TrafficSource, { Icon: ComponentType<SvgIconProps>; color: string }> =
  {
    direct: { Icon: DirectIcon, color: 'text.secondary' },
    search: { Icon: SearchIcon, color: 'text.secondary' },
    facebook: { Icon: FacebookIcon, color: '#1877F2' },
    instagram: { Icon: InstagramIcon, color: '#E02D69' },
    x: { Icon: XIcon, color: 'text.primary' },
    linkedin: { Icon: LinkedInIcon, color: '#0A66C2' },
    youtube: { Icon: YouTubeIcon, color: '#FF0000' },
    tiktok: { Icon: TikTokIcon, color: 'text.primary' },
    other: { Icon: OtherSiteIcon, color: 'text.secondary' },
  };
