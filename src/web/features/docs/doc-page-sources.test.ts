import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { docPageSources } from './doc-page-sources';
import { docPages } from './doc-pages';

describe('docPageSources', () => {
  it('lists files that exist, for every doc page', () => {
    for (const { slug } of docPages) {
      const sources = docPageSources(`/docs/${slug}`);
      expect(sources).toContain(`features/docs/content/${slug}-doc.tsx`);
      for (const file of sources) expect(fs.existsSync(`src/web/${file}`), file).toBe(true);
    }
  });

  it('lists nothing for an unknown page, a pattern or another address', () => {
    expect(docPageSources('/docs/nothing-here')).toEqual([]);
    expect(docPageSources('/docs/:slug')).toEqual([]);
    expect(docPageSources('/components')).toEqual([]);
  });
});
