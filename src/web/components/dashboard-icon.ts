import { pathIcon } from './path-icon';

/** The dashboard's icon: its start page in the sidebar, the way back to it from the documentation. */
export const DashboardIcon = pathIcon('M3 13h8V3H3v10Zm0 8h8v-6H3v6Zm10 0h8V11h-8v10Zm0-18v6h8V3h-8Z');
