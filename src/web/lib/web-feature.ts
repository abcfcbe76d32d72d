import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** Where a feature's routes show: inside one of the app's layouts, or on their own. */
export type RouteSlot = 'standalone' | 'public' | 'compact' | 'docs' | 'dashboard';

/** The dashboard sidebar's groups, in order. */
export const dashboardNavGroups = ['general', 'management', 'apps'] as const;
export type DashboardNavGroup = (typeof dashboardNavGroups)[number];

/** A sidebar entry of the dashboard: `title` is a text key, translated where the sidebar renders. */
export interface DashboardNavEntry {
  title: string;
  path: string;
  icon?: ReactNode;
  activePrefix?: string;
  children?: DashboardNavEntry[];
}

/**
 * What an area of the web app plugs in: its routes by the layout they show in, its entries in the
 * dashboard's sidebar and account menu (only areas that are built have any) and the text namespaces every one of its screens needs (a screen may ask for more in its own handle).
 * The router and the dashboard navigation assemble these; adding an area adds it to features/features.ts.
 */
export interface WebFeature {
  routes: Partial<Record<RouteSlot, RouteObject[]>>;
  navigation?: Partial<Record<DashboardNavGroup, DashboardNavEntry[]>>;
  /** Entries of the dashboard's account menu, between Home and Logout. */
  accountMenu?: DashboardNavEntry[];
  namespaces?: string[];
}
