/**
 * Letters that Unicode does not decompose into a base letter and an accent, so dropping accents would
 * drop them whole ("Straße" would become "strae"): written the way German, French and Nordic readers
 * spell them without the letter.
 */
const spelledOut: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};
const spelledOutLetters = new RegExp(`[${Object.keys(spelledOut).join('')}]`, 'g');

/**
 * Slug of a product name or post title: lowercase words joined by single hyphens;
 * a word boundary is any run of non-alphanumeric characters or a lowercase-to-uppercase change.
 * "NikeCourt Royale" -> "nike-court-royale"; accents are dropped, "Straße" -> "strasse".
 */
export function toSlug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
      // After the word split, which looks only at A-Z: "GROẞE" stays one word.
      .replace(spelledOutLetters, (letter) => spelledOut[letter]!)
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean)
      .join('-')
  );
}
