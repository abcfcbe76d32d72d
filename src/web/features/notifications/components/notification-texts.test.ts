import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notificationMessages,
  notificationTexts as englishTexts,
  type Notification,
  type NotificationMessageKey,
  type SystemMessage,
} from '@/contract/notifications';
import i18next from '@/web/locales/i18n';
import { loadTestTexts } from '@/web/locales/test-texts';
import { notificationTexts } from './notification-texts';

beforeAll(() => loadTestTexts('notifications'));
afterAll(() => i18next.changeLanguage('en'));

/** Parameters each message takes, with a plural count both ways where it has one. */
const samples: Record<NotificationMessageKey, SystemMessage['params'][]> = {
  sentMessage: [{ name: 'Noor Haddad' }],
  sentImage: [{ name: 'Noor Haddad' }],
  mailFrom: [{ name: 'Élodie Vasseur' }],
  orderPlaced: [
    { number: 1043, count: 3, total: 84 },
    { number: 7, count: 1, total: 1234.5 },
  ],
  orderShipped: [{ number: 1038 }],
  startedFollowing: [{ name: 'Sam Banner' }],
};

/** A notification as the server answers it: its English texts stored beside the message. */
const notificationOf = (message: SystemMessage, excerpt = 'Sound check moved to 17:30.'): Notification => ({
  id: 'n1',
  ...englishTexts(message, excerpt),
  message,
  avatar: null,
  type: 'mail',
  createdAt: '2030-01-01T10:00:00.000Z',
  isUnRead: true,
  link: null,
});

describe('notification texts', () => {
  it('in English are word for word what the server stores, for every system message', async () => {
    await i18next.changeLanguage('en');
    expect(Object.keys(samples).sort()).toEqual(Object.keys(notificationMessages).sort());
    for (const [key, list] of Object.entries(samples))
      for (const params of list) {
        const message = { key: key as NotificationMessageKey, params };
        const stored = notificationOf(message);
        expect(notificationTexts(i18next.t, stored), key).toEqual({ title: stored.title, description: stored.description });
      }
  });

  it('in German and French: the system words translated, numbers in the reader’s format, someone’s words as written', async () => {
    await i18next.changeLanguage('de');
    expect(notificationTexts(i18next.t, notificationOf({ key: 'orderPlaced', params: { number: 7, count: 1, total: 1234.5 } }))).toEqual({
      title: 'Ihre Bestellung Nr. 7 ist eingegangen',
      description: '1 Artikel, Summe 1.234,50. Wir melden uns, sobald sie verschickt wird.',
    });
    expect(notificationTexts(i18next.t, notificationOf({ key: 'sentMessage', params: { name: 'Noor Haddad' } }))).toEqual({
      title: 'Noor Haddad hat Ihnen eine Nachricht geschickt',
      description: 'Sound check moved to 17:30.',
    });
    await i18next.changeLanguage('fr');
    expect(notificationTexts(i18next.t, notificationOf({ key: 'orderPlaced', params: { number: 1043, count: 3, total: 84 } }))).toEqual({
      title: 'Votre commande n° 1043 a été passée',
      description: '3 articles, total 84,00. Nous vous préviendrons dès son expédition.',
    });
  });

  it('shows a notification without a system message as stored', async () => {
    await i18next.changeLanguage('de');
    const plain: Notification = { ...notificationOf({ key: 'mailFrom', params: { name: 'X' } }), message: null, title: 'Welcome', description: 'Hi' };
    expect(notificationTexts(i18next.t, plain)).toEqual({ title: 'Welcome', description: 'Hi' });
  });
});
