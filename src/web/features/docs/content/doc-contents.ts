import type { ComponentType } from 'react';
import type { DocSlug } from '@/web/features/docs/doc-pages';
import { ApiDoc } from './api-doc';
import { ConfigurationDoc } from './configuration-doc';
import { IntroductionDoc } from './introduction-doc';
import { ProjectStructureDoc } from './project-structure-doc';
import { QuickStartDoc } from './quick-start-doc';
import { ThemingAndLanguagesDoc } from './theming-and-languages-doc';

/** The body of each page of doc-pages.ts (the type makes a page without a body a compile error). */
export const docContents: Record<DocSlug, ComponentType> = {
  introduction: IntroductionDoc,
  'quick-start': QuickStartDoc,
  configuration: ConfigurationDoc,
  'project-structure': ProjectStructureDoc,
  'theming-and-languages': ThemingAndLanguagesDoc,
  api: ApiDoc,
};
