import { features } from '@/web/features/features';
import type { FeatureNavigation } from '@/web/lib/web-feature';

const modules = import.meta.glob<FeatureNavigation>('@/web/features/*/navigation.tsx', {
  eager: true,
  import: 'navigation',
});

/** The sidebar and account-menu entries of every area that has them, in the order of the features list. */
export const featureNavigation: FeatureNavigation[] = features.flatMap(({ name }) => {
  const key = Object.keys(modules).find((file) => file.endsWith(`/features/${name}/navigation.tsx`));
  return key ? [modules[key]!] : [];
});
