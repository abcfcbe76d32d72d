import { POST_BODY_TAGS, isOwnImageUrl, isPostLinkUrl } from '../../../contract/blog-html';

/**
 * The one gate every blog post body passes before it is stored: a strict allow-list of the tags a
 * post may use. Anything else (scripts, styles, event handlers, foreign images, non-https links) is
 * dropped; stray angle brackets in text are escaped. The web app sanitizes again when it renders.
 */
const allowedTags = new Set<string>(POST_BODY_TAGS);
const voidTags = new Set(['br', 'hr', 'img']);
/** Elements whose content is never text worth keeping. */
const droppedWithContent =
  /<(script|style|iframe|object|embed|template|noscript|textarea|title|svg|math)\b[\s\S]*?<\/\1\s*>/gi;
const tagOrComment = /<!--[\s\S]*?(?:-->|$)|<\/?[a-zA-Z][^>]*>/g;
const tagParts = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)([\s\S]*?)\/?>$/;
const attribute = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const escapeText = (text: string) => text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttribute = (value: string) =>
  value
    .replace(/&(?![a-zA-Z]+;|#\d+;|#x[0-9a-fA-F]+;)/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;');

function readAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attribute)) {
    const name = match[1]!.toLowerCase();
    if (!attributes.has(name)) attributes.set(name, (match[2] ?? match[3] ?? match[4] ?? '').trim());
  }
  return attributes;
}

function openingTag(name: string, attributeSource: string): string {
  const attributes = readAttributes(attributeSource);
  if (name === 'a') {
    const href = attributes.get('href') ?? '';
    return isPostLinkUrl(href) ? `<a href="${escapeAttribute(href)}" rel="noopener noreferrer">` : '<a>';
  }
  if (name === 'img') {
    const src = attributes.get('src') ?? '';
    if (!isOwnImageUrl(src)) return '';
    return `<img src="${escapeAttribute(src)}" alt="${escapeAttribute(attributes.get('alt') ?? '')}">`;
  }
  return `<${name}>`;
}

function sanitizeTag(tag: string): string {
  const parts = tagParts.exec(tag);
  if (!parts) return '';
  const [, closing, rawName, attributeSource] = parts;
  const name = rawName!.toLowerCase();
  if (!allowedTags.has(name)) return '';
  if (closing) return voidTags.has(name) ? '' : `</${name}>`;
  return openingTag(name, attributeSource ?? '');
}

export function sanitizePostBody(html: string): string {
  const source = html.replace(droppedWithContent, '');
  let result = '';
  let last = 0;
  for (const match of source.matchAll(tagOrComment)) {
    result += escapeText(source.slice(last, match.index));
    result += match[0].startsWith('<!--') ? '' : sanitizeTag(match[0]);
    last = match.index + match[0].length;
  }
  return result + escapeText(source.slice(last));
}
