import type { ComponentType } from 'react';
import { slugOfEntryFile } from './entry-catalog';

// Only the overview shows them: an entry's page does not carry every other entry's drawing.
const modules = import.meta.glob<Record<string, unknown>>(
  '@/web/features/components-showcase/entries/*/illustration.tsx',
  { eager: true },
);

/** Each entry's small drawing for its overview card (`entries/<slug>/illustration.tsx`, its `…Illustration`), by slug. */
export const entryIllustrations = new Map<string, ComponentType>(
  Object.entries(modules).flatMap(([file, module]) => {
    const slug = slugOfEntryFile(file);
    const drawing = Object.entries(module).find(([name]) => name.endsWith('Illustration'))?.[1];
    return slug && typeof drawing === 'function' ? [[slug, drawing as ComponentType]] : [];
  }),
);
