import { describe, expect, it } from 'vitest';
import { isNotificationLink, notificationLinks } from './notification-links';
import { notificationLinkSchema } from './notifications';

describe('notification links', () => {
  it('builds in-app paths under /dashboard/', () => {
    expect(notificationLinks.inboxMail('m-1')).toBe('/dashboard/mail/inbox/m-1');
    expect(notificationLinks.conversation('c-1')).toBe('/dashboard/chat/c-1');
    expect(notificationLinks.invoice('o 1&x')).toBe('/dashboard/e-commerce/invoice?id=o%201%26x');
    for (const link of [
      notificationLinks.inboxMail('m'),
      notificationLinks.conversation('c'),
      notificationLinks.invoice('o'),
    ]) {
      expect(isNotificationLink(link)).toBe(true);
      expect(notificationLinkSchema.safeParse(link).success).toBe(true);
    }
  });

  it.each([
    '',
    '/dashboard',
    '/auth/login',
    'https://example.com/dashboard/x',
    '//example.com/dashboard/',
    '/dashboard/../auth/login',
    '/dashboard/%2E%2E/auth',
    '/dashboard/./x',
    '/dashboard/\\\\example.com',
    '/dashboard/a b',
    '/dashboard/x\n',
    'javascript:alert(1)//dashboard/',
  ])('refuses %j', (link) => {
    expect(isNotificationLink(link)).toBe(false);
    expect(notificationLinkSchema.safeParse(link).success).toBe(false);
  });

  it('lets a query or fragment carry dots', () => {
    expect(isNotificationLink('/dashboard/e-commerce/invoice?id=../x')).toBe(true);
  });
});
