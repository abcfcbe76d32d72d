import { beforeAll, describe, expect, it } from 'vitest';
import type { AccountUser } from '@/contract/account';
import { AccountSettingsLimits, type SocialLinks } from '@/contract/account-settings';
import { ErrorMessage } from '@/contract/errors';
import type { Order } from '@/contract/orders';
import type { Product } from '@/contract/products';
import type { AddressBookItem, Card } from '@/contract/user';
import { pngImage } from '@/server/areas/uploads/test-images';
import type { ApiClient } from '@/server/testing/api-client';
import { describeApi } from '@/server/testing/api-server';

const address = {
  name: 'Ada Lovelace',
  phone: '+44 20 7946 0001',
  country: 'United Kingdom',
  state: 'England',
  city: 'London',
  street: '12 St James Square',
  zipCode: 'SW1Y 4JH',
};

const writePaths = [
  '/api/user/account/general/update',
  '/api/user/account/cards/new',
  '/api/user/account/cards/delete',
  '/api/user/account/address-book/new',
  '/api/user/account/address-book/update',
  '/api/user/account/address-book/delete',
  '/api/user/account/address-book/default/update',
  '/api/user/account/social-links/update',
];

type Member = Awaited<ReturnType<ApiClient['registerUser']>>;

describeApi('account settings API', (server) => {
  const get = (path: string, token: string) => server.api.get(path, { token });
  const post = (path: string, body: unknown, token: string) => server.api.post(path, body, { token });
  const upload = async (token: string): Promise<string> => {
    const { status, body } = await server.api.raw('POST', '/api/uploads/images/new', await pngImage(), {
      token,
      headers: { 'content-type': 'image/png' },
    });
    expect(status).toBe(200);
    return body.image.url;
  };
  const cardsOf = async (token: string): Promise<Card[]> =>
    (await get('/api/user/account/cards', token)).body.cards;
  const bookOf = async (token: string): Promise<AddressBookItem[]> =>
    (await get('/api/user/account/address-book', token)).body.addressBook;
  const expectRefused = (
    response: { status: number; body: { message: string; code: string } },
    status: number,
    message: string,
    code: string,
  ) => {
    expect(response.status, JSON.stringify(response.body)).toBe(status);
    expect(response.body.message).toBe(message);
    expect(response.body.code).toBe(code);
  };

  let owner: Member;
  let other: Member;
  /** What the tests saved; the last test checks that all of it survives a restart. */
  const persisted: {
    user?: AccountUser;
    cards?: Card[];
    addressBook?: AddressBookItem[];
    socialLinks?: SocialLinks;
    invoices?: unknown[];
  } = {};

  beforeAll(async () => {
    owner = await server.api.registerUser({ firstName: 'Owen', lastName: 'Owner' });
    other = await server.api.registerUser({ firstName: 'Olga', lastName: 'Other' });
  });

  it('answers 401 Authorization token missing on every call without a token', async () => {
    for (const path of writePaths) {
      const { status, body } = await server.api.post(path, {});
      expect(status, path).toBe(401);
      expect(body).toEqual({ message: ErrorMessage.tokenMissing, code: 'auth.token_missing' });
    }
    const read = await server.api.get('/api/user/account/social-links');
    expect(read.status).toBe(401);
  });

  describe('general', () => {
    it('saves the display name, contact details, about and public profile; the email stays', async () => {
      const changes = {
        displayName: '  Owen Q. Owner ',
        phoneNumber: '+49 30 555 0100',
        address: 'Torstrasse 1',
        country: 'Germany',
        state: 'Berlin',
        city: 'Berlin',
        zipCode: '10119',
        about: 'Hosts the late show.\nLoves radio.',
        isPublic: false,
        email: 'someone.else@example.com',
      };
      const { status, body } = await post('/api/user/account/general/update', changes, owner.token);
      expect(status, JSON.stringify(body)).toBe(200);
      const { email: _ignored, ...saved } = changes;
      expect(body.user).toEqual({
        ...saved,
        displayName: 'Owen Q. Owner',
        id: owner.user.id,
        email: owner.user.email,
        photoURL: '',
        role: 'user',
      });
      expect((await get('/api/account/my-account', owner.token)).body.user).toEqual(body.user);
      // The other account is untouched.
      expect((await get('/api/account/my-account', other.token)).body.user.displayName).toBe('Olga Other');
    });

    it('keeps every field that is left out', async () => {
      const before: AccountUser = (await get('/api/account/my-account', owner.token)).body.user;
      const { status, body } = await post(
        '/api/user/account/general/update',
        { displayName: 'Owen Owner' },
        owner.token,
      );
      expect(status).toBe(200);
      expect(body.user).toEqual({ ...before, displayName: 'Owen Owner' });
    });

    it('takes a photo the caller uploaded, or none, but never someone else’s upload or another site’s image', async () => {
      const mine = await upload(owner.token);
      const theirs = await upload(other.token);
      const saved = await post(
        '/api/user/account/general/update',
        { displayName: 'Owen Owner', photoURL: mine },
        owner.token,
      );
      expect(saved.status).toBe(200);
      expect(saved.body.user.photoURL).toBe(mine);
      // Saving again with the photo it has is fine.
      expect(
        (
          await post(
            '/api/user/account/general/update',
            { displayName: 'Owen Owner', photoURL: mine },
            owner.token,
          )
        ).status,
      ).toBe(200);

      for (const photoURL of [
        theirs,
        'https://evil.example/me.png',
        '/uploads/../app.db',
        '/images/avatar/1.svg',
        'javascript:alert(1)',
      ]) {
        const refused = await post(
          '/api/user/account/general/update',
          { displayName: 'Owen Owner', photoURL },
          owner.token,
        );
        expectRefused(refused, 400, 'photoURL: Photo must be an image you uploaded', 'user.photo_invalid');
      }
      expect((await get('/api/account/my-account', owner.token)).body.user.photoURL).toBe(mine);

      const none = await post(
        '/api/user/account/general/update',
        { displayName: 'Owen Owner', photoURL: '' },
        owner.token,
      );
      expect(none.body.user.photoURL).toBe('');
      const again = await post(
        '/api/user/account/general/update',
        { displayName: 'Owen Owner', photoURL: mine },
        owner.token,
      );
      persisted.user = again.body.user;
    });

    it('validates: display name required, lengths, types', async () => {
      const cases: [unknown, string, string][] = [
        [{}, 'displayName: Display name is required', 'user.display_name_required'],
        [{ displayName: '   ' }, 'displayName: Display name is required', 'user.display_name_required'],
        [
          { displayName: 'x'.repeat(AccountSettingsLimits.displayNameMaxLength + 1) },
          'displayName: Too Long!',
          'account.too_long',
        ],
        [
          { displayName: 'Owen', about: 'x'.repeat(AccountSettingsLimits.aboutMaxLength + 1) },
          'about: Too Long!',
          'account.too_long',
        ],
        [{ displayName: 'Owen', zipCode: '1'.repeat(21) }, 'zipCode: Too Long!', 'account.too_long'],
        [
          { displayName: 'Owen', isPublic: 'yes' },
          'isPublic: Public profile must be true or false',
          'user.is_public_invalid',
        ],
        [
          { displayName: 'Owen', photoURL: 42 },
          'photoURL: Photo must be an image you uploaded',
          'user.photo_invalid',
        ],
      ];
      for (const [body, message, code] of cases) {
        expectRefused(await post('/api/user/account/general/update', body, owner.token), 400, message, code);
      }
      const notJson = await server.api.raw('POST', '/api/user/account/general/update', '{"displayName":', {
        token: owner.token,
      });
      expectRefused(notJson, 400, ErrorMessage.malformedJson, 'request.malformed_json');
      expect((await get('/api/account/my-account', owner.token)).body.user).toEqual(persisted.user);
    });
  });

  describe('cards', () => {
    it('adds a card by its last four digits and type, shows it masked, newest first', async () => {
      const first = await post(
        '/api/user/account/cards/new',
        { last4: '4242', cardType: 'visa' },
        owner.token,
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toEqual({
        card: { id: expect.any(String), cardNumber: '**** **** **** 4242', cardType: 'visa' },
      });
      const second = await post(
        '/api/user/account/cards/new',
        { last4: '4444', cardType: 'master_card' },
        owner.token,
      );
      expect(await cardsOf(owner.token)).toEqual([second.body.card, first.body.card]);
      expect(await cardsOf(other.token)).toEqual([]);
      const stored = await server.sql<{ last4: string }>(
        'select last4 from user_cards where user_id = ? order by last4',
        [owner.user.id],
      );
      expect(stored).toEqual([{ last4: '4242' }, { last4: '4444' }]);
    });

    it('refuses a whole card number and anything but four digits and a known type', async () => {
      const before = await cardsOf(owner.token);
      const whole = await post(
        '/api/user/account/cards/new',
        { last4: '4242', cardType: 'visa', cardNumber: '4242424242424242' },
        owner.token,
      );
      expect(whole.status).toBe(400);
      expect(whole.body.code).toBe('validation.invalid');
      expect(whole.body.message).toContain('cardNumber');
      const cases: [unknown, string, string][] = [
        [
          { cardType: 'visa' },
          'last4: The last 4 digits of the card are required',
          'user.card_last_four_invalid',
        ],
        [
          { last4: '42424', cardType: 'visa' },
          'last4: The last 4 digits of the card are required',
          'user.card_last_four_invalid',
        ],
        [
          { last4: '42a4', cardType: 'visa' },
          'last4: The last 4 digits of the card are required',
          'user.card_last_four_invalid',
        ],
        [
          { last4: 4242, cardType: 'visa' },
          'last4: The last 4 digits of the card are required',
          'user.card_last_four_invalid',
        ],
        [
          { last4: '4242', cardType: 'amex' },
          'cardType: Card type must be Mastercard or Visa',
          'user.card_type_invalid',
        ],
        [{ last4: '4242' }, 'cardType: Card type must be Mastercard or Visa', 'user.card_type_invalid'],
      ];
      for (const [body, message, code] of cases) {
        expectRefused(await post('/api/user/account/cards/new', body, owner.token), 400, message, code);
      }
      expect(await cardsOf(owner.token)).toEqual(before);
    });

    it('removes only the caller’s own card: another account’s card is 404 and stays', async () => {
      const [newest, oldest] = await cardsOf(owner.token);
      const foreign = await post('/api/user/account/cards/delete', { cardId: newest!.id }, other.token);
      expectRefused(foreign, 404, 'Card not found', 'user.card_not_found');
      expect(await cardsOf(owner.token)).toHaveLength(2);

      const removed = await post('/api/user/account/cards/delete', { cardId: newest!.id }, owner.token);
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ cardId: newest!.id });
      expect(await cardsOf(owner.token)).toEqual([oldest]);
      expectRefused(
        await post('/api/user/account/cards/delete', { cardId: newest!.id }, owner.token),
        404,
        'Card not found',
        'user.card_not_found',
      );
      expectRefused(
        await post('/api/user/account/cards/delete', {}, owner.token),
        400,
        'cardId: Card id is required',
        'user.card_id_required',
      );
      persisted.cards = await cardsOf(owner.token);
    });

    it(`keeps at most ${AccountSettingsLimits.maxCards} cards`, async () => {
      const { token } = await server.api.registerUser();
      for (let i = 0; i < AccountSettingsLimits.maxCards; i += 1) {
        const added = await post(
          '/api/user/account/cards/new',
          { last4: String(1000 + i), cardType: 'visa' },
          token,
        );
        expect(added.status).toBe(200);
      }
      const refused = await post('/api/user/account/cards/new', { last4: '9999', cardType: 'visa' }, token);
      expectRefused(
        refused,
        400,
        `An account can keep at most ${AccountSettingsLimits.maxCards} cards`,
        'user.too_many_cards',
      );
      expect(await cardsOf(token)).toHaveLength(AccountSettingsLimits.maxCards);
    });
  });

  describe('address book', () => {
    it('adds addresses: the first becomes the default, and the default is listed first', async () => {
      const first = await post('/api/user/account/address-book/new', address, owner.token);
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body).toEqual({ address: { ...address, id: expect.any(String), isDefault: true } });
      const office = { ...address, name: 'Owner office', street: '1 Fleet Street', zipCode: '' };
      const second = await post('/api/user/account/address-book/new', office, owner.token);
      expect(second.body.address).toEqual({ ...office, id: expect.any(String), isDefault: false });
      expect(await bookOf(owner.token)).toEqual([first.body.address, second.body.address]);
      expect(await bookOf(other.token)).toEqual([]);
    });

    it('sets another address as the default: only one is, and it comes first', async () => {
      const [home, office] = await bookOf(owner.token);
      const { status, body } = await post(
        '/api/user/account/address-book/default/update',
        { addressId: office!.id },
        owner.token,
      );
      expect(status).toBe(200);
      expect(body).toEqual({
        addressBook: [
          { ...office, isDefault: true },
          { ...home, isDefault: false },
        ],
      });
      expect(await bookOf(owner.token)).toEqual(body.addressBook);
      // Setting it again changes nothing.
      const again = await post(
        '/api/user/account/address-book/default/update',
        { addressId: office!.id },
        owner.token,
      );
      expect(again.body).toEqual(body);
    });

    it('updates an address in place, keeping whether it is the default', async () => {
      const [office] = await bookOf(owner.token);
      const changed = { ...address, name: 'Owner studio', city: 'Manchester', state: '' };
      const { status, body } = await post(
        '/api/user/account/address-book/update',
        { addressId: office!.id, updateAddress: changed },
        owner.token,
      );
      expect(status).toBe(200);
      expect(body).toEqual({ address: { ...changed, id: office!.id, isDefault: true } });
      expect((await bookOf(owner.token))[0]).toEqual(body.address);
    });

    it('answers 404 for another account’s address on update, default and delete, and changes nothing', async () => {
      const before = await bookOf(owner.token);
      const addressId = before[0]!.id;
      const calls: [string, unknown][] = [
        ['/api/user/account/address-book/update', { addressId, updateAddress: address }],
        ['/api/user/account/address-book/default/update', { addressId }],
        ['/api/user/account/address-book/delete', { addressId }],
      ];
      for (const [path, body] of calls) {
        expectRefused(
          await post(path, body, other.token),
          404,
          'Address not found',
          'user.address_not_found',
        );
        expectRefused(
          await post(path, { ...(body as object), addressId: 'no-such-address' }, owner.token),
          404,
          'Address not found',
          'user.address_not_found',
        );
      }
      expect(await bookOf(owner.token)).toEqual(before);
      expect(await bookOf(other.token)).toEqual([]);
    });

    it('validates addresses with the checkout’s rules', async () => {
      const before = await bookOf(owner.token);
      const cases: [string, unknown, string, string][] = [
        [
          'new',
          { ...address, name: '' },
          'name: This address field is required',
          'orders.address_field_required',
        ],
        [
          'new',
          { ...address, city: undefined },
          'city: This address field is required',
          'orders.address_field_required',
        ],
        [
          'new',
          { ...address, street: 'x'.repeat(201) },
          'street: Must be at most 200 characters',
          'orders.address_field_too_long',
        ],
        [
          'update',
          { updateAddress: address },
          'addressId: Address id is required',
          'user.address_id_required',
        ],
        [
          'update',
          { addressId: before[0]!.id, updateAddress: { ...address, country: ' ' } },
          'updateAddress.country: This address field is required',
          'orders.address_field_required',
        ],
        ['delete', { addressId: '' }, 'addressId: Address id is required', 'user.address_id_required'],
        ['default/update', {}, 'addressId: Address id is required', 'user.address_id_required'],
      ];
      for (const [action, body, message, code] of cases) {
        expectRefused(
          await post(`/api/user/account/address-book/${action}`, body, owner.token),
          400,
          message,
          code,
        );
      }
      expect(await bookOf(owner.token)).toEqual(before);
    });

    it('deletes an address; deleting the default leaves no default until one is chosen', async () => {
      const extra = (
        await post('/api/user/account/address-book/new', { ...address, name: 'Spare' }, owner.token)
      ).body.address;
      expect(extra.isDefault).toBe(false);
      const removed = await post(
        '/api/user/account/address-book/delete',
        { addressId: extra.id },
        owner.token,
      );
      expect(removed.body).toEqual({ addressId: extra.id });
      const book = await bookOf(owner.token);
      expect(book.map((entry) => entry.id)).not.toContain(extra.id);
      persisted.addressBook = book;

      const { token } = await server.api.registerUser();
      const only = (await post('/api/user/account/address-book/new', address, token)).body.address;
      await post('/api/user/account/address-book/delete', { addressId: only.id }, token);
      const next = (await post('/api/user/account/address-book/new', address, token)).body.address;
      expect(next.isDefault).toBe(true);
      const later = (await post('/api/user/account/address-book/new', address, token)).body.address;
      await post('/api/user/account/address-book/delete', { addressId: next.id }, token);
      expect(await bookOf(token)).toEqual([{ ...later, isDefault: false }]);
    });

    it(`holds at most ${AccountSettingsLimits.maxAddresses} addresses`, async () => {
      const { token } = await server.api.registerUser();
      for (let i = 0; i < AccountSettingsLimits.maxAddresses; i += 1) {
        expect((await post('/api/user/account/address-book/new', address, token)).status).toBe(200);
      }
      expectRefused(
        await post('/api/user/account/address-book/new', address, token),
        400,
        `An address book can hold at most ${AccountSettingsLimits.maxAddresses} addresses`,
        'user.too_many_addresses',
      );
      const book = await bookOf(token);
      expect(book).toHaveLength(AccountSettingsLimits.maxAddresses);
      expect(book.filter((entry) => entry.isDefault)).toHaveLength(1);
    });
  });

  describe('invoices', () => {
    it('are the caller’s own orders, newest first, each with its number; a checkout picks the default address', async () => {
      const products: Product[] = (await get('/api/products', owner.token)).body.products;
      const item = products.find(
        (product) => product.available > 2 && product.sizes.length > 0 && product.colors.length > 0,
      )!;
      const line = { productId: item.id, quantity: 1, size: item.sizes[0], color: item.colors[0] };
      const [defaultAddress] = await bookOf(owner.token);
      expect(defaultAddress!.isDefault).toBe(true);
      const placed: Order[] = [];
      for (let i = 0; i < 2; i += 1) {
        const { status, body } = await post(
          '/api/orders/new',
          { lines: [line], billing: { addressId: defaultAddress!.id }, delivery: 'standard' },
          owner.token,
        );
        expect(status, JSON.stringify(body)).toBe(200);
        placed.push(body.order);
      }
      const { status, body } = await get('/api/user/account/invoices', owner.token);
      expect(status).toBe(200);
      expect(body.invoices).toEqual(
        placed
          .reverse()
          .map((order) => ({
            id: order.id,
            number: order.number,
            createdAt: order.createdAt,
            price: order.total,
          })),
      );
      expect((await get('/api/user/account/invoices', other.token)).body).toEqual({ invoices: [] });
      persisted.invoices = body.invoices;
    });
  });

  describe('social links', () => {
    it('starts empty and saves the four links', async () => {
      expect((await get('/api/user/account/social-links', owner.token)).body).toEqual({
        socialLinks: { facebookLink: '', instagramLink: '', linkedinLink: '', twitterLink: '' },
      });
      const links = {
        facebookLink: 'https://www.facebook.com/owen.owner',
        instagramLink: 'https://instagram.com/owen',
        linkedinLink: ' https://de.linkedin.com/in/owen-owner ',
        twitterLink: 'https://x.com/owen',
      };
      const { status, body } = await post('/api/user/account/social-links/update', links, owner.token);
      expect(status, JSON.stringify(body)).toBe(200);
      const saved = { ...links, linkedinLink: 'https://de.linkedin.com/in/owen-owner' };
      expect(body).toEqual({ socialLinks: saved });
      expect((await get('/api/user/account/social-links', owner.token)).body).toEqual({ socialLinks: saved });
      // The profile shows them.
      expect((await get('/api/user/profile', owner.token)).body.profile).toMatchObject(saved);
      expect((await get('/api/user/account/social-links', other.token)).body.socialLinks.facebookLink).toBe(
        '',
      );

      const twitter = { ...saved, twitterLink: 'https://twitter.com/owen', instagramLink: '' };
      expect((await post('/api/user/account/social-links/update', twitter, owner.token)).body).toEqual({
        socialLinks: twitter,
      });
      persisted.socialLinks = twitter;
    });

    it('takes only https:// links on the network’s own site', async () => {
      const valid = { facebookLink: '', instagramLink: '', linkedinLink: '', twitterLink: '' };
      const cases: [Partial<SocialLinks>, string, string][] = [
        [
          { facebookLink: 'http://facebook.com/owen' },
          'facebookLink: Facebook link must be an https:// address on facebook.com',
          'user.facebook_link_invalid',
        ],
        [
          { facebookLink: 'https://facebook.com.evil.example/owen' },
          'facebookLink: Facebook link must be an https:// address on facebook.com',
          'user.facebook_link_invalid',
        ],
        [
          { facebookLink: 'https://notfacebook.com/owen' },
          'facebookLink: Facebook link must be an https:// address on facebook.com',
          'user.facebook_link_invalid',
        ],
        [
          { instagramLink: 'instagram.com/owen' },
          'instagramLink: Instagram link must be an https:// address on instagram.com',
          'user.instagram_link_invalid',
        ],
        [
          { linkedinLink: 'javascript:alert(1)' },
          'linkedinLink: LinkedIn link must be an https:// address on linkedin.com',
          'user.linkedin_link_invalid',
        ],
        [
          { linkedinLink: 'https://user:pw@linkedin.com/in/x' },
          'linkedinLink: LinkedIn link must be an https:// address on linkedin.com',
          'user.linkedin_link_invalid',
        ],
        [
          { twitterLink: 'https://facebook.com/owen' },
          'twitterLink: X (Twitter) link must be an https:// address on x.com or twitter.com',
          'user.twitter_link_invalid',
        ],
        [
          { twitterLink: `https://x.com/${'a'.repeat(300)}` },
          'twitterLink: X (Twitter) link must be an https:// address on x.com or twitter.com',
          'user.twitter_link_invalid',
        ],
      ];
      for (const [change, message, code] of cases) {
        expectRefused(
          await post('/api/user/account/social-links/update', { ...valid, ...change }, owner.token),
          400,
          message,
          code,
        );
      }
      const { twitterLink: _missing, ...incomplete } = valid;
      expectRefused(
        await post('/api/user/account/social-links/update', incomplete, owner.token),
        400,
        'twitterLink: X (Twitter) link must be an https:// address on x.com or twitter.com',
        'user.twitter_link_invalid',
      );
      expect((await get('/api/user/account/social-links', owner.token)).body.socialLinks).toEqual(
        persisted.socialLinks,
      );
    });
  });

  it('keeps everything after a restart', async () => {
    const { user, cards, addressBook, socialLinks, invoices } = persisted;
    expect(user && cards && addressBook && socialLinks && invoices, 'the tests above ran').toBeTruthy();
    await server.restart();
    const signIn = async (email: string, password: string) =>
      (await server.api.post('/api/account/login', { email, password })).body.accessToken as string;
    const token = await signIn(owner.user.email, owner.password);
    expect((await get('/api/account/my-account', token)).body.user).toEqual(user);
    expect(await cardsOf(token)).toEqual(cards);
    expect(await bookOf(token)).toEqual(addressBook);
    expect((await get('/api/user/account/social-links', token)).body.socialLinks).toEqual(socialLinks);
    expect((await get('/api/user/account/invoices', token)).body.invoices).toEqual(invoices);
  }, 60_000);
});
