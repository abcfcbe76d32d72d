import { pathIcon } from '@/web/components/path-icon';

/** A dot in a ring: the start icon of the status labels. */
export const StatusIcon = pathIcon(
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16Zm0-12a4 4 0 1 0 0 8 4 4 0 0 0 0-8Z',
);
