import { docNamespace, docPages, docPath, type DocPage } from './doc-pages';

export interface DocSearchEntry {
  page: DocPage;
  /** The page's title, in the reader's language. */
  pageTitle: string;
  /** A section of the page; absent for the page itself. */
  section?: { id: string; title: string };
  href: string;
}

type Translate = (key: string, options?: { returnObjects: true; ns?: string }) => unknown;

/** Everything the docs search looks through: every page's title and its sections' headings. */
export function docSearchEntries(t: Translate): DocSearchEntry[] {
  return docPages.flatMap((page) => {
    const pageTitle = String(t(page.titleKey));
    const headings = t('headings', { returnObjects: true, ns: docNamespace(page.slug) });
    const sections =
      typeof headings === 'object' && headings !== null
        ? Object.entries(headings as Record<string, string>)
        : [];
    return [
      { page, pageTitle, href: docPath(page.slug) },
      ...sections.map(([id, title]) => ({
        page,
        pageTitle,
        section: { id, title },
        href: `${docPath(page.slug)}#${id}`,
      })),
    ];
  });
}

/** Lower case without accents: "Überschrift" is found by "uberschrift" and "über". */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The entries whose words hold every word of the query (at their start: "rout" finds "Routing"); a page's own
 * title counts for its sections too. Pages first, then sections, each in reading order.
 */
export function searchDocs(entries: DocSearchEntry[], query: string, limit = 12): DocSearchEntry[] {
  const words = fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  if (words.length === 0) return [];
  const matches = entries.filter((entry) => {
    const text = fold(`${entry.pageTitle} ${entry.section?.title ?? ''}`);
    const textWords = text.split(/[^\p{L}\p{N}]+/u);
    return words.every((word) => textWords.some((candidate) => candidate.startsWith(word)));
  });
  const pages = matches.filter((entry) => !entry.section);
  const sections = matches.filter(
    // A section that matches only through its page's title adds nothing to the page's own result.
    (entry) =>
      entry.section &&
      !pages.some((page) => page.page === entry.page && !wordsMatch(words, entry.section!.title)),
  );
  return [...pages, ...sections].slice(0, limit);
}

function wordsMatch(words: string[], text: string): boolean {
  const textWords = fold(text).split(/[^\p{L}\p{N}]+/u);
  return words.some((word) => textWords.some((candidate) => candidate.startsWith(word)));
}
