import { describe, expect, it } from 'vitest';
import { socialLinksOf } from './social-links';

const none = { facebookLink: '', instagramLink: '', linkedinLink: '', twitterLink: '' };

describe('socialLinksOf', () => {
  it('lists the networks an account has a link for, in a fixed order', () => {
    const links = socialLinksOf({ ...none, twitterLink: 'https://x.com/host', facebookLink: 'https://facebook.com/host' });
    expect(links.map(({ network, url }) => ({ network, url }))).toEqual([
      { network: 'Facebook', url: 'https://facebook.com/host' },
      { network: 'X', url: 'https://x.com/host' },
    ]);
  });

  it('leaves out empty links and anything that is not an http(s) address', () => {
    expect(socialLinksOf(none)).toEqual([]);
    expect(
      socialLinksOf({ ...none, instagramLink: 'javascript:alert(1)', linkedinLink: 'linkedin.com/in/host' }),
    ).toEqual([]);
    expect(socialLinksOf({ ...none, linkedinLink: 'HTTP://linkedin.com/in/host' })).toHaveLength(1);
  });
});
