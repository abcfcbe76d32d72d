import type { ReactNode } from 'react';

export interface NavItemConfig {
  title: string;
  /** A leaf's link; for an item with children, the path prefix all of them share. */
  path: string;
  icon?: ReactNode;
  /** A leaf counts as active anywhere under this prefix (default: its own path). */
  activePrefix?: string;
  children?: NavItemConfig[];
}

export interface NavGroupConfig {
  subheader: string;
  items: NavItemConfig[];
}
