import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavGroupConfig, NavItemConfig } from '@/web/components/nav-section/nav-types';
import { dashboardNavGroups, type DashboardNavEntry } from '@/web/lib/web-feature';
import { featureNavigation } from './feature-navigation';

/**
 * The sidebar: General, Management and App, each with the entries the built areas give it (a group no
 * area fills is left out), titles translated.
 */
export function useDashboardNav(): NavGroupConfig[] {
  const { t } = useTranslation();
  return useMemo(() => {
    const translated = (entry: DashboardNavEntry): NavItemConfig => ({
      ...entry,
      title: t(entry.title),
      children: entry.children?.map(translated),
    });
    return dashboardNavGroups
      .map((group) => ({
        subheader: t(`dashboard.nav.${group}`),
        items: featureNavigation.flatMap((navigation) => navigation.sidebar?.[group] ?? []).map(translated),
      }))
      .filter((group) => group.items.length > 0);
  }, [t]);
}
