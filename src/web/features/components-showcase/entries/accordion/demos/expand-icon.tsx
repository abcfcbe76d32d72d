import { pathIcon } from '@/web/components/path-icon';

/** The chevron a panel's summary turns when it opens. */
export const ExpandMoreIcon = pathIcon('M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6-1.41-1.41Z');
