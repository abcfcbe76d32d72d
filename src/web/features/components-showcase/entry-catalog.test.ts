import { describe, expect, it } from 'vitest';
import { componentsShowcaseSlugs } from '@/contract/components-showcase';
import { everyPublicPage } from '@/contract/every-public-page';
import { discoverEntries, groupEntries, slugOfEntryFile } from './entry-catalog';
import { showcaseEntries, showcaseEntryGroups } from './entries-index';
import { entryIllustrations } from './entry-illustrations';
import type { ShowcaseEntry } from './showcase-entry';

const entry = (slug: string, group: ShowcaseEntry['group'], order: number): ShowcaseEntry => ({
  slug,
  group,
  order,
  titleKey: `components-showcase.${slug}.title`,
  descriptionKey: `components-showcase.${slug}.description`,
  docsUrl: 'https://mui.com/',
});

describe('entry discovery', () => {
  it('reads the slug from the folder of an entry file', () => {
    expect(slugOfEntryFile('/features/components-showcase/entries/color/entry.ts')).toBe('color');
    expect(slugOfEntryFile('/src/web/features/components-showcase/entries/tree-view/demos.tsx')).toBe(
      'tree-view',
    );
  });

  it('takes every entry of the glob, and refuses one whose slug is not its folder', () => {
    const found = discoverEntries({
      '/entries/grid/entry.ts': { entry: entry('grid', 'foundations', 4) },
      '/entries/alert/entry.ts': { entry: entry('alert', 'mui', 2) },
    });
    expect(found.map(({ slug }) => slug)).toEqual(['grid', 'alert']);
    expect(() =>
      discoverEntries({ '/entries/grid/entry.ts': { entry: entry('colour', 'foundations', 1) } }),
    ).toThrow(/folder is "grid"/);
  });
});

describe('entry grouping', () => {
  it('groups as Foundations, MUI, Extra, each by order then slug, and leaves out empty groups', () => {
    const groups = groupEntries([
      entry('map', 'extra', 2),
      entry('typography', 'foundations', 2),
      entry('chart', 'extra', 1),
      entry('color', 'foundations', 1),
      entry('editor', 'extra', 2),
    ]);
    expect(groups.map(({ group, entries }) => [group, entries.map(({ slug }) => slug)])).toEqual([
      ['foundations', ['color', 'typography']],
      ['extra', ['chart', 'editor', 'map']],
    ]);
  });

  it('does not reorder the list it is given', () => {
    const list = [entry('b', 'mui', 2), entry('a', 'mui', 1)];
    groupEntries(list);
    expect(list.map(({ slug }) => slug)).toEqual(['b', 'a']);
  });
});

describe('the entries that exist', () => {
  it('are the 44 pages of SPEC: Foundations, MUI and Extra, each group in SPEC order', () => {
    expect(showcaseEntryGroups.map(({ group, entries }) => [group, entries.map(({ slug }) => slug)])).toEqual(
      [
        ['foundations', ['color', 'typography', 'shadows', 'grid', 'icons']],
        [
          'mui',
          [
            'accordion',
            'alert',
            'autocomplete',
            'avatar',
            'badge',
            'breadcrumbs',
            'buttons',
            'checkbox',
            'chip',
            'dialog',
            'label',
            'list',
            'menu',
            'pagination',
            'pickers',
            'popover',
            'progress',
            'radio-button',
            'rating',
            'slider',
            'snackbar',
            'stepper',
            'switch',
            'table',
            'tabs',
            'textfield',
            'timeline',
            'tooltip',
            'transfer-list',
            'tree-view',
          ],
        ],
        [
          'extra',
          [
            'chart',
            'map',
            'editor',
            'copy-to-clipboard',
            'upload',
            'carousel',
            'multi-language',
            'animate',
            'mega-menu',
          ],
        ],
      ],
    );
    expect(showcaseEntries).toHaveLength(44);
  });

  it("match the slugs the contract gives the build and the sitemap (add a new folder's slug there)", () => {
    expect(showcaseEntries.map(({ slug }) => slug).sort()).toEqual([...componentsShowcaseSlugs].sort());
    const paths = everyPublicPage.map(({ path }) => path as string);
    for (const slug of componentsShowcaseSlugs) expect(paths).toContain(`/components/${slug}`);
  });

  it("each have their demos beside them (entries/<slug>/demos.tsx, which their page's loader loads)", () => {
    const demoFiles = Object.keys(import.meta.glob('./entries/*/demos.tsx'));
    expect(demoFiles.map(slugOfEntryFile).sort()).toEqual(showcaseEntries.map(({ slug }) => slug).sort());
  });

  it('each have a drawing for the overview (entries/<slug>/illustration.tsx, its …Illustration export)', () => {
    expect([...entryIllustrations.keys()].sort()).toEqual(showcaseEntries.map(({ slug }) => slug).sort());
  });

  it('each link to the library documentation over https', () => {
    for (const { docsUrl } of showcaseEntries) expect(docsUrl).toMatch(/^https:\/\//);
  });
});
