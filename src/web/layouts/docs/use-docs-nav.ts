import { useTranslation } from 'react-i18next';
import type { NavGroupConfig } from '@/web/components/nav-section/nav-types';
import { docGroups, docPages, docPath } from '@/web/features/docs/doc-pages';

/** The sidebar's groups and links, from the one list of documentation pages. */
export function useDocsNav(): NavGroupConfig[] {
  const { t } = useTranslation();
  return docGroups.map((group) => ({
    subheader: t(`docs.groups.${group}`),
    items: docPages
      .filter((page) => page.group === group)
      .map((page) => ({ title: t(page.titleKey), path: docPath(page.slug) })),
  }));
}
