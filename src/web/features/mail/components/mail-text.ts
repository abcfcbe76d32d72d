import { sanitizeRichText } from '@/web/lib/sanitize-rich-text';

// Closing block tags and line breaks end a run of text: a space keeps "Dear Ana,</p><p>Thanks" two words.
const blockEnds = /<\/(?:p|li|h[1-6]|blockquote|pre|div|ul|ol)>|<br\s*\/?>|<hr\s*\/?>/gi;

/** A mail's body as plain text, one line: sanitized first, so only what the reading pane would show counts. */
export function mailBodyText(html: string): string {
  const spaced = sanitizeRichText(html).replace(blockEnds, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/** The start of a mail's body for the list, cut at a word with an ellipsis. */
export function mailExcerpt(html: string, maxLength = 140): string {
  const text = mailBodyText(html);
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
