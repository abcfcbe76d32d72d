/**
 * The HTML a post body may hold, shared by the server's sanitizer (stored bodies), the web's
 * sanitizer (shown bodies) and the editor (what it can produce).
 */
export const POST_BODY_TAGS = [
  'h3',
  'h4',
  'p',
  'br',
  'strong',
  'em',
  's',
  'code',
  'pre',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
  'a',
  'img',
] as const;

/** The only attributes kept: a link's target and rel, an image's source and text. */
export const POST_BODY_ATTRIBUTES = ['href', 'rel', 'src', 'alt'] as const;

/** Links lead to https pages only (no javascript:, data: or plain http). */
export const isPostLinkUrl = (href: string) => /^https:\/\/[^\s]+$/i.test(href);

/** True when the HTML shows something: text other than white space, or an image. */
export function htmlHasContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text !== '';
}
