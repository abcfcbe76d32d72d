/**
 * Slug of a product name or post title (DECISIONS §3): lowercase words joined by single hyphens;
 * a word boundary is any run of non-alphanumeric characters or a lowercase-to-uppercase change.
 * "NikeCourt Royale" -> "nike-court-royale".
 */
export function toSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .join('-');
}
