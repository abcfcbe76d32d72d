import type { ComponentType } from 'react';
import type { DocSlug } from '@/web/features/docs/doc-pages';

/** Each page's body, `content/<slug>-doc.tsx`, a file of the build of its own: a page loads only its own code. */
const modules = import.meta.glob<Record<string, unknown>>('./*-doc.tsx');

const loaded = new Map<DocSlug, ComponentType>();

/** The file's component: its export named `…Doc`. */
function componentOf(module: Record<string, unknown>, file: string): ComponentType {
  const entry = Object.entries(module).find(
    ([name, value]) => name.endsWith('Doc') && typeof value === 'function',
  );
  if (!entry) throw new Error(`${file} exports no …Doc component`);
  return entry[1] as ComponentType;
}

/** Loads a page's body (its route's loader waits for it, with its texts). */
export async function loadDocContent(slug: DocSlug): Promise<void> {
  if (loaded.has(slug)) return;
  const file = `./${slug}-doc.tsx`;
  const load = modules[file];
  if (!load) throw new Error(`No documentation page ${file}`);
  loaded.set(slug, componentOf(await load(), file));
}

/** The body of a page whose loader has run. */
export function docContent(slug: DocSlug): ComponentType | undefined {
  return loaded.get(slug);
}
