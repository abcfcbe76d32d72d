import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavGroupConfig, NavItemConfig } from '@/web/components/nav-section/nav-types';
import { useAuth } from '@/web/lib/session/auth-store';
import { dashboardNavGroups, type DashboardNavEntry } from '@/web/lib/web-feature';
import { featureNavigation } from './feature-navigation';

/**
 * The sidebar: General, Management and App, each with the entries the built areas give it (a group no
 * area fills is left out), titles translated; the entries for admins only are left out for everyone else.
 */
export function useDashboardNav(): NavGroupConfig[] {
  const { t } = useTranslation();
  const isAdmin = useAuth((state) => state.user?.role === 'admin');
  return useMemo(() => {
    const shown = (entry: DashboardNavEntry) => isAdmin || !entry.adminOnly;
    const translated = ({ adminOnly: _, ...entry }: DashboardNavEntry): NavItemConfig => ({
      ...entry,
      title: t(entry.title),
      children: entry.children?.filter(shown).map(translated),
    });
    return dashboardNavGroups
      .map((group) => ({
        subheader: t(`dashboard.nav.${group}`),
        items: featureNavigation
          .flatMap((navigation) => navigation.sidebar?.[group] ?? [])
          .filter(shown)
          .map(translated),
      }))
      .filter((group) => group.items.length > 0);
  }, [t, isAdmin]);
}
