import { pathIcon } from '@/web/components/path-icon';

export const ChevronDownIcon = pathIcon('M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41Z');
export const MenuIcon = pathIcon('M3 18h18v-2H3v2Zm0-5h18v-2H3v2Zm0-7v2h18V6H3Z');
