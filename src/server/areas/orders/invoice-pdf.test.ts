import { describe, expect, it } from 'vitest';
import { pdfSafeText } from './invoice-pdf';

describe('pdfSafeText', () => {
  it('keeps what Windows-1252 holds: Latin-1 accents, €, dashes and typographic quotes', () => {
    expect(pdfSafeText('Größe Zoë façade € – — „Gänsefüßchen“ ‘single’ …')).toBe(
      'Größe Zoë façade € – — „Gänsefüßchen“ ‘single’ …',
    );
  });

  it('turns other letters into their base letter, other spaces into spaces, anything else into "?"', () => {
    expect(pdfSafeText('Łódź Ősz ﬁne Đakovo')).toBe('Lódz Osz fine Dakovo');
    expect(pdfSafeText('1\u202f234,50\u00a0$ a\tb\nc')).toBe('1\u00a0234,50\u00a0$ a b c');
    expect(pdfSafeText('東京 😀 Привет')).toBe('?? ? ??????');
  });

  it('composes decomposed accents first, so they print as one letter', () => {
    expect(pdfSafeText('Zoe\u0308')).toBe('Zoë');
  });
});
