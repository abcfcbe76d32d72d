import DOMPurify from 'dompurify';
import { Marked } from 'marked';
import changelog from '@root/CHANGELOG.md?raw';
import { DocLead } from '@/web/features/docs/components/doc-text';

/** A heading's anchor: its text in lower case, words joined by hyphens (`## 2026-11-28` → `2026-11-28`). */
const anchorOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');

const markdown = new Marked({
  renderer: {
    heading({ tokens, depth, text }) {
      return `<h${depth} id="${anchorOf(text)}">${this.parser.parseInline(tokens)}</h${depth}>\n`;
    },
  },
});

// CHANGELOG.md as it was at build time, without its own title (the page has one). It is the project's own file,
// and still goes through the sanitizer like any HTML the app shows.
const html = DOMPurify.sanitize(markdown.parse(changelog.replace(/^# .*\n/, ''), { async: false }));

/** CHANGELOG.md, kept in the repository, rendered. */
export function ChangelogDoc() {
  return (
    <>
      <DocLead />
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
