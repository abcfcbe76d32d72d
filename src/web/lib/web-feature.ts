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
  /** Shown to admins only: the screen is theirs alone (others would find 'Permission denied' there). */
  adminOnly?: boolean;
  children?: DashboardNavEntry[];
}

/**
 * What an area of the web app plugs in: its routes by the layout they show in and the text namespaces
 * every one of its screens needs (a screen may ask for more in its own handle). The router assembles
 * these; adding an area adds it to features/features.ts. `name` is the area's folder.
 */
export interface WebFeature {
  name: string;
  routes: Partial<Record<RouteSlot, RouteObject[]>>;
  namespaces?: string[];
}

/**
 * An area's entries in the dashboard's sidebar and account menu (only areas that are built have any), in
 * `features/<name>/navigation.tsx`: only the dashboard layout loads them, so their icons stay out of
 * every other first visit.
 */
export interface FeatureNavigation {
  sidebar?: Partial<Record<DashboardNavGroup, DashboardNavEntry[]>>;
  /** Entries of the dashboard's account menu, between Home and Logout. */
  accountMenu?: DashboardNavEntry[];
}
