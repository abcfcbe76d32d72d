import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Mail } from '@/contract/mail';
import type { NotificationsResponse } from '@/contract/notifications';
import { failOnPageProblems } from './page-problems';
import {
  apiGet,
  apiPost,
  expectAxeClean,
  shot,
  signInAsNewMember,
  signInTo,
  useTheme,
} from './work-area-helpers';

failOnPageProblems();

/** The unread count the header's bell announces (in any language). */
const unreadOf = async (page: Page) => {
  const label = await page.getByTestId('notifications-button').getAttribute('aria-label');
  return Number(/\d+/.exec(label ?? '')?.[0]);
};
const panelOf = (page: Page) => page.getByTestId('notifications-popover');
const tagOf = () => `n${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The demo admin, signed in in a browser of its own, sending mails through the API. */
async function adminSender(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInTo(page, '/dashboard/app');
  await expect(page).toHaveURL(/\/dashboard\/app$/);
  const send = async (to: string, subject: string) => {
    const sent = await apiPost(page, '/api/mail/mails/new', {
      to: [to],
      subject,
      message: `<p>${subject}</p>`,
    });
    expect(sent.status).toBe(200);
  };
  return { context, send };
}

/** The member's own copy of the mail with that subject, in their inbox. */
async function inboxCopy(page: Page, subject: string): Promise<Mail> {
  const { mails } = await apiGet<{ mails: Mail[] }>(page, '/api/mail/mails?systemLabel=inbox');
  const found = mails.find((mail) => mail.subject === subject);
  if (!found) throw new Error(`no mail ${subject} in the inbox`);
  return found;
}

/** The mail is open in the reading pane at its own address. */
async function expectMailOpen(page: Page, mail: Mail) {
  await expect(page).toHaveURL(new RegExp(`/dashboard/mail/inbox/${mail.id}$`));
  await expect(
    page.getByRole('article').getByRole('heading', { level: 2, name: mail.subject }),
  ).toBeVisible();
}

test.describe('a notification leads to what it tells of', () => {
  test('a mail from the admin: the bell lists it live; choosing it (keyboard or pointer) opens the mail and reads it', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAsNewMember(page, '/dashboard/app');
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    const memberId = (await apiGet<{ user: { id: string } }>(page, '/api/account/my-account')).user.id;
    expect(await unreadOf(page)).toBe(0);

    const admin = await adminSender(browser, baseURL);
    const tag = tagOf();
    const [first, second] = [`Running order ${tag}`, `Cue cards ${tag}`];
    try {
      await admin.send(memberId, first);
      await admin.send(memberId, second);
    } finally {
      await admin.context.close();
    }
    // Live: no reload.
    await expect.poll(() => unreadOf(page)).toBe(2);
    const { notifications } = await apiGet<NotificationsResponse>(page, '/api/notifications/list');
    expect(notifications.map((notification) => notification.link)).toEqual([
      `/dashboard/mail/inbox/${(await inboxCopy(page, second)).id}`,
      `/dashboard/mail/inbox/${(await inboxCopy(page, first)).id}`,
    ]);

    const bell = page.getByTestId('notifications-button');
    await bell.click();
    const panel = panelOf(page);
    const newest = panel.getByRole('link').filter({ hasText: second });
    await expect(newest).toBeVisible();
    await expect(newest).toHaveAttribute('href', notifications[0]!.link!);
    await expect(panel.getByRole('link')).toHaveCount(2);
    await expectAxeClean(page);
    await shot(page, 'notification-links-open-1440', false);

    // By keyboard: the newest, with Enter.
    await newest.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeHidden();
    await expectMailOpen(page, await inboxCopy(page, second));
    await expect.poll(() => unreadOf(page)).toBe(1);
    await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
    await expect(page.getByTestId('notifications-badge')).toContainText('1');

    // By pointer: the other one, from the mail screen.
    await bell.click();
    await panel.getByRole('link').filter({ hasText: first }).click();
    await expect(panel).toBeHidden();
    await expectMailOpen(page, await inboxCopy(page, first));
    await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
    await expect(page.getByTestId('notifications-badge').locator('.MuiBadge-badge')).toHaveClass(
      /MuiBadge-invisible/,
    );
    const after = await apiGet<NotificationsResponse>(page, '/api/notifications/list');
    expect(after.notifications.map((notification) => notification.isUnRead)).toEqual([false, false]);
    await expectAxeClean(page);
    await shot(page, 'notification-links-mail-1440', false);

    // A read one still leads there.
    await page.goto('/dashboard/app');
    await bell.click();
    await panel.getByRole('link').filter({ hasText: second }).click();
    await expect(panel).toBeHidden();
    await expectMailOpen(page, await inboxCopy(page, second));
  });

  test('390 px, dark, right to left, in French: the notification opens the mail on its own', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsNewMember(page, '/dashboard/app');
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'fr'));
    await useTheme(page, 'dark', 'rtl');
    const memberId = (await apiGet<{ user: { id: string } }>(page, '/api/account/my-account')).user.id;

    const admin = await adminSender(browser, baseURL);
    const subject = `Planning ${tagOf()}`;
    try {
      await admin.send(memberId, subject);
    } finally {
      await admin.context.close();
    }
    const bell = page.getByTestId('notifications-button');
    await expect(bell).toHaveAccessibleName('Notifications, 1 non lue');
    await bell.click();
    const panel = panelOf(page);
    const notification = panel.getByRole('link').filter({ hasText: subject });
    await expect(notification).toContainText(/^Non lue: Mail de /);
    await expectAxeClean(page);
    await shot(page, 'notification-links-open-390-dark-rtl-fr', false);

    await notification.click();
    await expect(panel).toBeHidden();
    await expectMailOpen(page, await inboxCopy(page, subject));
    await expect(bell).toHaveAccessibleName('Notifications, 0 non lue');
    await expectAxeClean(page);
    await shot(page, 'notification-links-mail-390-dark-rtl-fr', false);
  });
});
