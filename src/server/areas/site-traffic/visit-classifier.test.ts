import { describe, expect, it } from 'vitest';
import { classifyVisit } from './visit-classifier';

const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const androidPhone =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';
const androidTablet =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const ipad =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

describe('a page view', () => {
  it('comes from the referrer’s site, grouped; from nowhere or from the site itself it is direct', () => {
    const source = (referer?: string) =>
      classifyVisit({ userAgent: desktop, referer, ownHost: 'studio.example' })?.source;
    expect(source()).toBe('direct');
    expect(source('https://studio.example/pricing')).toBe('direct');
    expect(source('https://www.google.de/')).toBe('search');
    expect(source('https://duckduckgo.com/')).toBe('search');
    expect(source('https://l.facebook.com/l.php?u=x')).toBe('facebook');
    expect(source('https://www.instagram.com/')).toBe('instagram');
    expect(source('https://t.co/abc')).toBe('x');
    expect(source('https://twitter.com/someone')).toBe('x');
    expect(source('https://www.linkedin.com/feed/')).toBe('linkedin');
    expect(source('https://m.youtube.com/watch?v=1')).toBe('youtube');
    expect(source('https://www.tiktok.com/@host')).toBe('tiktok');
    expect(source('https://news.example.org/story')).toBe('other');
    expect(source('not a url')).toBe('direct');
    // A look-alike host is not the site.
    expect(source('https://notfacebook.com/')).toBe('other');
  });

  it('takes a link’s utm_source over its referrer', () => {
    expect(
      classifyVisit({ userAgent: desktop, utmSource: 'Instagram', referer: 'https://www.google.com/' })
        ?.source,
    ).toBe('instagram');
    expect(classifyVisit({ userAgent: desktop, utmSource: 'newsletter' })?.source).toBe('other');
  });

  it('is from a desktop, a phone or a tablet', () => {
    expect(classifyVisit({ userAgent: desktop })?.device).toBe('desktop');
    expect(classifyVisit({ userAgent: iphone })?.device).toBe('mobile');
    expect(classifyVisit({ userAgent: androidPhone })?.device).toBe('mobile');
    expect(classifyVisit({ userAgent: androidTablet })?.device).toBe('tablet');
    expect(classifyVisit({ userAgent: ipad })?.device).toBe('tablet');
  });

  it('is from the CDN’s country, else the region of the first language asked for, else not known', () => {
    expect(classifyVisit({ userAgent: desktop, cdnCountry: 'at', acceptLanguage: 'en-GB' })?.country).toBe(
      'AT',
    );
    expect(
      classifyVisit({ userAgent: desktop, cdnCountry: 'XX', acceptLanguage: 'de-CH,de;q=0.9' })?.country,
    ).toBe('CH');
    expect(classifyVisit({ userAgent: desktop, acceptLanguage: 'fr-FR,fr;q=0.8,en;q=0.5' })?.country).toBe(
      'FR',
    );
    expect(classifyVisit({ userAgent: desktop, acceptLanguage: 'de' })?.country).toBe('ZZ');
    expect(classifyVisit({ userAgent: desktop })?.country).toBe('ZZ');
  });

  it('by a robot, a preview fetcher, an audit or a script is not counted', () => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'facebookexternalhit/1.1',
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36 Chrome-Lighthouse',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ])
      expect(classifyVisit({ userAgent }), userAgent).toBeNull();
  });
});
