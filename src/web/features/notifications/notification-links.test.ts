import { describe, expect, it } from 'vitest';
import { notificationLinks } from '@/contract/notification-links';
import { paths } from '@/web/lib/paths';

// The server writes these links; the web's routes must be where they lead.
describe("notification links and the web's paths", () => {
  it('agree', () => {
    expect(notificationLinks.inboxMail('m-1')).toBe(paths.dashboard.mail.mail('inbox', 'm-1'));
    expect(notificationLinks.conversation('c-1')).toBe(paths.dashboard.chat.conversation('c-1'));
    expect(notificationLinks.invoice('o-1')).toBe(paths.dashboard.eCommerce.invoice('o-1'));
  });
});
