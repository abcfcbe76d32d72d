import { pathIcon } from '@/web/components/path-icon';

// Icons of the user list's ban and unban actions, drawn inline (no icon package).

export const BanIcon = pathIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 2a8 8 0 0 1 6.32 12.9L7.1 5.68A7.96 7.96 0 0 1 12 4ZM4 12c0-1.85.63-3.55 1.68-4.9L16.9 18.32A8 8 0 0 1 4 12Z',
);
export const UnbanIcon = pathIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9Z',
);
