/** Elements that end a line of text where they open or close. */
const LINE_BREAKING =
  /<\/?(?:p|div|h[1-6]|li|ul|ol|blockquote|pre|tr|table|section|article)\b[^>]*>|<br\s*\/?>|<hr\s*\/?>/gi;

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/**
 * The words of a mail's HTML body as plain text: one line per paragraph or list item, entities decoded. For the
 * search and for the text part of a mail sent through SMTP; never shown as HTML.
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, '')
      .replace(LINE_BREAKING, '\n')
      .replace(/<[^>]*>/g, ''),
  )
    .split('\n')
    .map((line) => line.replace(/[ \t\r\f\v\u00a0]+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n')
    .trim();
}

/**
 * What the list's search looks in, in lower case (JavaScript's, which knows every letter; SQLite's lower() knows
 * ASCII only): the subject, the sender's name and address and the text of the body.
 */
export function mailSearchText(mail: {
  subject: string;
  fromName: string;
  fromEmail: string;
  message: string;
}): string {
  return [mail.subject, mail.fromName, mail.fromEmail, htmlToText(mail.message)].join('\n').toLowerCase();
}
