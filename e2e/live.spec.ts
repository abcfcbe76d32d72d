import { expect, test, type Page } from '@playwright/test';
import type { NewMessageResponse } from '@/contract/chat';
import { failOnPageProblems } from './page-problems';
import { apiGet, apiPost, expectAxeClean, shot, signInAsNewMember, signInTo } from './work-area-helpers';

failOnPageProblems();

/** The unread count the header's bell announces. */
const unreadOf = async (page: Page) => {
  const label = await page.getByTestId('notifications-button').getAttribute('aria-label');
  return Number(/(\d+) unread/.exec(label ?? '')?.[1]);
};

test.describe('live updates between two signed-in accounts', () => {
  test('presence in the contacts popover and the notification badge change without a reload', async ({ page: admin, browser }) => {
    test.setTimeout(90_000);
    await admin.setViewportSize({ width: 1440, height: 900 });

    // A member with a name of its own, online in another browser.
    const memberContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    let member = await memberContext.newPage();
    await signInAsNewMember(member, '/dashboard/app');
    await expect(member).toHaveURL(/\/dashboard\/app$/);
    const name = `Livia Presence ${Date.now().toString(36)}`;
    expect((await apiPost(member, '/api/user/account/general/update', { displayName: name, photoURL: '' })).status).toBe(200);

    await signInTo(admin, '/dashboard/app');
    await expect(admin).toHaveURL(/\/dashboard\/app$/);
    await admin.getByRole('button', { name: 'Contacts' }).click();
    const panel = admin.getByTestId('contacts-popover');
    const contact = panel.getByRole('listitem').filter({ hasText: name });
    await expect(contact).toContainText('Online');
    await shot(admin, 'live-contacts-online', false);
    await expectAxeClean(admin);

    // The member's only window closes: offline at once, with when they were last active; back again: online.
    await member.close();
    await expect(contact).not.toContainText('Online');
    await expect(contact).toContainText(/Active/);
    member = await memberContext.newPage();
    await member.goto('/dashboard/app');
    await expect(member.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(contact).toContainText('Online');
    await admin.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);

    // A chat message from the member raises the admin's badge, live.
    const before = await unreadOf(admin);
    const adminId = (await apiGet<{ user: { id: string } }>(admin, '/api/account/my-account')).user.id;
    const sent = await apiPost<NewMessageResponse>(member, '/api/chat/messages/new', { recipientIds: [adminId], body: 'Are we live?' });
    expect(sent.status).toBe(200);
    await expect.poll(() => unreadOf(admin)).toBe(before + 1);
    await admin.getByTestId('notifications-button').click();
    await expect(admin.getByRole('dialog')).toContainText(`${name} sent you a message`);
    await expect(admin.getByRole('dialog')).toContainText('Are we live?');
    await shot(admin, 'live-notification', false);
    await admin.keyboard.press('Escape');

    // The member's browser closes: offline for the others.
    await memberContext.close();
    await admin.getByRole('button', { name: 'Contacts' }).click();
    await expect(contact).toContainText(/Active/);
  });

  test('a chat message appears in the other account’s open conversation and list at once, both ways', async ({ page: admin, browser }) => {
    test.setTimeout(90_000);
    await admin.setViewportSize({ width: 1440, height: 900 });
    const memberContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const member = await memberContext.newPage();
    await signInAsNewMember(member, '/dashboard/app');
    await signInTo(admin, '/dashboard/app');
    const adminId = (await apiGet<{ user: { id: string } }>(admin, '/api/account/my-account')).user.id;
    const first = await apiPost<NewMessageResponse>(member, '/api/chat/messages/new', { recipientIds: [adminId], body: 'First cue' });
    expect(first.status).toBe(200);
    const conversationPath = `/dashboard/chat/${first.body.conversationId}`;

    await admin.goto(conversationPath);
    const adminLog = admin.getByRole('log', { name: 'Messages' });
    await expect(adminLog).toContainText('First cue');
    await member.goto(conversationPath);
    const memberLog = member.getByRole('log', { name: 'Messages' });
    await expect(memberLog).toContainText('First cue');

    // The member writes: the admin's open conversation and list show it without a reload.
    const second = await apiPost<NewMessageResponse>(member, '/api/chat/messages/new', {
      conversationId: first.body.conversationId,
      body: 'Second cue, live',
    });
    expect(second.status).toBe(200);
    await expect(adminLog).toContainText('Second cue, live', { timeout: 3000 });
    await expect(adminLog.getByText('Second cue, live')).toHaveCount(1);
    await expect(admin.getByTestId('chat-conversation-item').first()).toContainText('Second cue, live');

    // The admin answers in the composer: it reaches the member's open conversation, once.
    await admin.getByRole('textbox', { name: 'Message' }).fill('Heard you live');
    await admin.getByRole('textbox', { name: 'Message' }).press('Enter');
    await expect(memberLog).toContainText('Heard you live', { timeout: 3000 });
    await expect(memberLog.getByText('Heard you live')).toHaveCount(1);
    await expect(adminLog.getByText('Heard you live')).toHaveCount(1);
    await memberContext.close();
  });
});
