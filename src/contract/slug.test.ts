import { describe, expect, it } from 'vitest';
import { toSlug } from './slug';

describe('toSlug', () => {
  it.each([
    ['NikeCourt Royale', 'nike-court-royale'],
    ['StudioCourt Royale', 'studio-court-royale'],
    ['What TikTok Taught Me', 'what-tik-tok-taught-me'],
    ['HTMLParser Guide', 'html-parser-guide'],
  ])('splits words at a lowercase-to-uppercase change: %s', (text, slug) => {
    expect(toSlug(text)).toBe(slug);
  });

  it('joins words with single hyphens whatever punctuation or spaces separate them', () => {
    expect(toSlug('Voice Care on Tour: What Actually Works')).toBe('voice-care-on-tour-what-actually-works');
    expect(toSlug('Hello,   World!!! -- again...')).toBe('hello-world-again');
    expect(toSlug('a_b/c\\d.e+f')).toBe('a-b-c-d-e-f');
    expect(toSlug("Don't stop")).toBe('don-t-stop');
  });

  it('drops accents', () => {
    expect(toSlug('Crème Brûlée à Genève')).toBe('creme-brulee-a-geneve');
    expect(toSlug('Über Façade Niño')).toBe('uber-facade-nino');
  });

  it('spells out the letters that have no accent to drop', () => {
    expect(toSlug('Grüße aus der Straße')).toBe('grusse-aus-der-strasse');
    expect(toSlug('GROẞE BÜHNE')).toBe('grosse-buhne');
    expect(toSlug('Ørsted, Ærø og Malmö')).toBe('orsted-aero-og-malmo');
    expect(toSlug('Œuvre à Łódź')).toBe('oeuvre-a-lodz');
    expect(toSlug('Þór and Smørrebrød')).toBe('thor-and-smorrebrod');
  });

  it('trims leading and trailing junk', () => {
    expect(toSlug('  --Hello World!--  ')).toBe('hello-world');
    expect(toSlug('***')).toBe('');
    expect(toSlug('')).toBe('');
  });

  it('keeps digits inside and between words', () => {
    expect(toSlug('Top 10 Tips for 2025')).toBe('top-10-tips-for-2025');
    expect(toSlug('Mk2 Runner')).toBe('mk2-runner');
    expect(toSlug('Air 270Max')).toBe('air-270-max');
  });

  it('is stable on a slug (a slug maps to itself)', () => {
    for (const slug of ['nike-court-royale', 'top-10-tips-for-2025', 'what-tik-tok-taught-me']) {
      expect(toSlug(slug)).toBe(slug);
    }
  });
});
