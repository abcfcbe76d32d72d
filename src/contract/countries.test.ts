import { describe, expect, it } from 'vitest';
import { countryCodeOf, countryCodes, countryName } from './countries';

describe('countries', () => {
  it('holds every ISO 3166-1 country once', () => {
    expect(new Set(countryCodes).size).toBe(countryCodes.length);
    expect(countryCodes).toHaveLength(250);
    expect(countryCodes).toEqual(expect.arrayContaining(['DE', 'AT', 'CH', 'FR', 'GB', 'US', 'XK']));
    expect(countryCodes).not.toEqual(expect.arrayContaining(['EU', 'UN', 'ZZ']));
  });

  it('names a country in each language of the app', () => {
    expect(countryName('DE', 'en')).toBe('Germany');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('DE', 'fr')).toBe('Allemagne');
  });

  it('finds the country of a stored name in any of the three languages, and nothing for other text', () => {
    expect(countryCodeOf('Germany')).toBe('DE');
    expect(countryCodeOf(' deutschland ')).toBe('DE');
    expect(countryCodeOf('Suisse')).toBe('CH');
    expect(countryCodeOf('Atlantis')).toBeUndefined();
    expect(countryCodeOf('')).toBeUndefined();
  });
});
