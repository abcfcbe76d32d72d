import { describe, expect, it } from 'vitest';
import { docPages } from './doc-pages';
import { searchDocs, type DocSearchEntry } from './doc-search';

const page = (slug: string) => docPages.find((entry) => entry.slug === slug)!;
const entries: DocSearchEntry[] = [
  { page: page('routing'), pageTitle: 'Routing', href: '/docs/routing' },
  {
    page: page('routing'),
    pageTitle: 'Routing',
    section: { id: 'guards', title: 'Guards' },
    href: '/docs/routing#guards',
  },
  {
    page: page('routing'),
    pageTitle: 'Routing',
    section: { id: 'lazy', title: 'Lazy screens' },
    href: '/docs/routing#lazy',
  },
  {
    page: page('settings'),
    pageTitle: 'Einstellungen',
    section: { id: 'theme', title: 'Wo das Theme lebt' },
    href: '/docs/settings#theme',
  },
  {
    page: page('color'),
    pageTitle: 'Colour',
    section: { id: 'greys', title: 'Greys' },
    href: '/docs/color#greys',
  },
];

describe('the docs search', () => {
  it('finds a section by a word of its heading, at the start of a word, in any case', () => {
    expect(searchDocs(entries, 'GUAR').map((entry) => entry.href)).toEqual(['/docs/routing#guards']);
    expect(searchDocs(entries, 'screens').map((entry) => entry.href)).toEqual(['/docs/routing#lazy']);
    expect(searchDocs(entries, 'uard')).toEqual([]);
  });

  it('needs every word, and lets the page title count for its sections', () => {
    expect(searchDocs(entries, 'routing lazy').map((entry) => entry.href)).toEqual(['/docs/routing#lazy']);
    expect(searchDocs(entries, 'lazy greys')).toEqual([]);
  });

  it('lists a page before its sections, and not the sections that match only by the page title', () => {
    expect(searchDocs(entries, 'rout').map((entry) => entry.href)).toEqual(['/docs/routing']);
  });

  it('ignores accents and an empty query', () => {
    expect(searchDocs(entries, 'wo das')).toHaveLength(1);
    expect(searchDocs(entries, '  ')).toEqual([]);
    expect(
      searchDocs([{ ...entries[3]!, section: { id: 'x', title: 'Überschrift' } }], 'uberschrift'),
    ).toHaveLength(1);
  });
});

describe('the docs index', () => {
  it('starts at the introduction, where /docs leads (routes.tsx)', () => {
    expect(docPages[0].slug).toBe('introduction');
  });
});
