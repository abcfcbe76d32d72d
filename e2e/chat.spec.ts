import { expect, test, type Browser, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { Contact, ConversationsResponse } from '@/contract/chat';
import { failOnPageProblems } from './page-problems';
import { solidPng } from './solid-png';
import { apiGet, expectAxeClean, expectNoPageOverflow, shot, signInTo, useTheme } from './work-area-helpers';

const list = (page: Page) => page.getByRole('navigation', { name: 'Conversations' });
/** The texts the looks tests find things by, per language. */
const texts = {
  en: { messages: 'Messages', details: 'Details', back: 'Back to the conversations' },
  de: { messages: 'Nachrichten', details: 'Details', back: 'Zurück zu den Unterhaltungen' },
  fr: { messages: 'Messages', details: 'Détails', back: 'Retour aux conversations' },
} as const;
const items = (page: Page) => page.getByTestId('chat-conversation-item');
const log = (page: Page, name: string = texts.en.messages) => page.getByRole('log', { name });
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });
const conversationUrl = /\/dashboard\/chat\/[0-9a-f-]{36}$/;
const photo = { name: 'rehearsal.png', mimeType: 'image/png', buffer: solidPng(40, 30, [30, 120, 200]) };

/** A fresh member (role user) with a name of its own, signed in at `path` in a context of its own. */
async function signInNewMember(browser: Browser, baseURL: string | undefined, path: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const lastName = `Chatfield${tag}`;
  const email = `chat-${tag}@example.com`;
  const registered = await page.request.post('/api/account/register', {
    data: { email, password: 'member-secret', firstName: 'Quinn', lastName },
  });
  expect(registered.status()).toBe(200);
  await page.goto(path);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('member-secret');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  return { context, page, name: `Quinn ${lastName}`, lastName };
}

async function unreadOf(page: Page, conversationId: string) {
  const { conversations } = await apiGet<ConversationsResponse>(page, '/api/chat/conversations');
  return conversations.find((conversation) => conversation.id === conversationId)?.unreadCount;
}

test.describe('chat', () => {
  failOnPageProblems();
  test.describe.configure({ timeout: 120_000 });

  test('opening a conversation clears its badge; text, multi-line, emoji and a photo are sent and kept', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/chat');
    await expect(page).toHaveTitle(/^Chat \| /);
    await expect(items(page)).toHaveCount(12);
    await expect(page.getByRole('heading', { name: 'No conversation open' })).toBeVisible();
    await shot(page, 'chat-1440-list');

    // The newest conversation has unread messages: its badge goes when it is opened, and stays gone.
    const first = items(page).first();
    await expect(first.getByTestId('chat-unread-badge')).toBeVisible();
    const name = (await first.getByTestId('chat-conversation-name').textContent())!;
    await first.click();
    await expect(page).toHaveURL(conversationUrl);
    const conversationId = page.url().split('/').at(-1)!;
    await expect(items(page).first()).toHaveAttribute('aria-current', 'page');
    await expect(items(page).first().getByTestId('chat-unread-badge')).toHaveCount(0);
    await expect.poll(() => unreadOf(page, conversationId)).toBe(0);
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    await expect(log(page).getByTestId('chat-message').last()).toBeInViewport();
    await page.reload();
    await expect(log(page).getByTestId('chat-message').first()).toBeVisible();
    await expect(items(page).first().getByTestId('chat-unread-badge')).toHaveCount(0);

    // Enter sends; Shift+Enter starts a new line; an emoji with a skin tone arrives whole.
    await composer(page).fill('Confirmed 👍🏽 for Thursday');
    await composer(page).press('Enter');
    await expect(log(page).getByTestId('chat-message').last()).toHaveText('Confirmed 👍🏽 for Thursday');
    await expect(composer(page)).toHaveValue('');
    await composer(page).pressSequentially('Line one');
    await composer(page).press('Shift+Enter');
    await composer(page).pressSequentially('Line two');
    await expect(composer(page)).toHaveValue('Line one\nLine two');
    await composer(page).press('Enter');
    await expect.poll(() => log(page).getByTestId('chat-message').last().evaluate((element: HTMLElement) => element.innerText)).toBe('Line one\nLine two');
    await expect(items(page).first()).toContainText('You: Line one Line two');

    // A photo is uploaded and sent; it opens full size.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Send a photo' }).click();
    await (await chooser).setFiles(photo);
    const sentPhoto = log(page).getByRole('button', { name: `Open the photo from ${brand.presenter.name}` }).last();
    await expect(sentPhoto.locator('img')).toHaveAttribute('src', /^\/uploads\/[0-9a-f-]{36}\.png$/);
    await expect(items(page).first()).toContainText('You: Sent a photo');
    await sentPhoto.click();
    const lightbox = page.getByRole('dialog', { name: 'Photo' });
    await expect(lightbox.getByRole('img', { name: `Photo from ${brand.presenter.name}` })).toBeVisible();
    await lightbox.getByRole('button', { name: 'Close' }).click();
    await expect(lightbox).toBeHidden();

    // The participant panel: the contact's details and the conversation's photos.
    const panel = page.getByRole('complementary', { name: 'Details' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(name, { exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: /^Open the photo from/ })).not.toHaveCount(0);
    await expectAxeClean(page);
    await expectNoPageOverflow(page);
    await shot(page, 'chat-1440-conversation');
    await page.getByRole('button', { name: 'Details', exact: true }).click();
    await expect(panel).toBeHidden();

    await page.reload();
    const messages = log(page).getByTestId('chat-message');
    await expect(messages.filter({ hasText: 'Confirmed 👍🏽 for Thursday' })).toHaveCount(1);
    await expect(messages.filter({ hasText: 'Line two' })).toHaveCount(1);
    await expect(log(page).getByRole('button', { name: `Open the photo from ${brand.presenter.name}` }).last().locator('img')).toHaveAttribute('src', /^\/uploads\//);
    await expect(items(page).first()).toContainText('You: Sent a photo');
  });

  test('a group conversation shows names and faces; its photos open in the lightbox', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/chat');
    const group = page.locator('[data-conversation-type="GROUP"]').first();
    await group.click();
    await expect(page).toHaveURL(conversationUrl);
    await expect(page.getByText(/^\d+ members$/)).toBeVisible();
    await expect(log(page).getByTestId('chat-run-other').first()).toBeVisible();
    await log(page).getByRole('button', { name: /^Open the photo from/ }).first().click();
    await expect(page.getByRole('dialog', { name: 'Photo' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('complementary', { name: 'Details' }).getByRole('heading', { name: /^Participants \(\d+\)$/ })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'chat-1440-group');
  });

  test('a new conversation with a new member: picked by search, created by the first message, read by the member', async ({ page, browser, baseURL }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const member = await signInNewMember(browser, baseURL, '/dashboard/chat');
    await expect(member.page.getByText('No conversations yet. Start one with the button above.')).toBeVisible();

    await signInTo(page, '/dashboard/chat');
    await expect(items(page).first()).toBeVisible();
    const before = await items(page).count();
    await page.getByRole('link', { name: 'New conversation' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/chat\/new$/);
    await expect(composer(page)).toBeDisabled();
    const to = page.getByRole('combobox', { name: 'To' });
    await to.fill(member.lastName);
    await page.getByRole('option', { name: member.name }).click();
    await expect(page.getByRole('button', { name: member.name })).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'chat-1440-new');
    await composer(page).fill('Welcome aboard, Quinn!');
    await composer(page).press('Enter');
    await expect(page).toHaveURL(conversationUrl);
    await expect(items(page).first()).toContainText(member.name);
    await expect(items(page).first()).toContainText('You: Welcome aboard, Quinn!');
    await expect(log(page).getByTestId('chat-message').last()).toHaveText('Welcome aboard, Quinn!');
    await page.reload();
    await expect(items(page).first()).toContainText(member.name);
    await expect(items(page)).toHaveCount(before + 1);

    // The member, after a reload: the conversation with one unread message.
    await member.page.reload();
    const received = items(member.page).first();
    await expect(received).toContainText(brand.presenter.name);
    await expect(received.getByTestId('chat-unread-badge')).toHaveText(/^1/);
    await received.click();
    await expect(log(member.page).getByTestId('chat-message').last()).toHaveText('Welcome aboard, Quinn!');
    await expect(received.getByTestId('chat-unread-badge')).toHaveCount(0);
    await composer(member.page).fill('Thank you! Glad to be here.');
    await composer(member.page).press('Enter');
    await expect(log(member.page).getByTestId('chat-message').last()).toHaveText('Thank you! Glad to be here.');

    await page.reload();
    await expect(log(page).getByTestId('chat-message').last()).toHaveText('Thank you! Glad to be here.');

    // A username opens the one-to-one conversation with that contact.
    const { contacts } = await apiGet<{ contacts: Contact[] }>(page, '/api/chat/contacts');
    const username = contacts.find((contact) => contact.name === member.name)!.username;
    await page.goto(`/dashboard/chat/${username}`);
    await expect(log(page).getByTestId('chat-message').last()).toHaveText('Thank you! Glad to be here.');
    await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    await member.context.close();
  });

  test('a contact found by the search box opens an empty conversation; the first message starts it', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/chat');
    await expect(items(page).first()).toBeVisible();
    const { contacts } = await apiGet<{ contacts: Contact[] }>(page, '/api/chat/contacts');
    const { conversations } = await apiGet<ConversationsResponse>(page, '/api/chat/conversations');
    const talkedTo = new Set(conversations.filter((item) => item.type === 'ONE_TO_ONE').flatMap((item) => item.participants.map((person) => person.id)));
    const stranger = contacts.find((contact) => !talkedTo.has(contact.id) && !contact.name.startsWith('Quinn'))!;

    await page.getByRole('searchbox', { name: 'Search conversations and contacts' }).fill(stranger.name);
    const found = list(page).getByRole('list', { name: 'Contacts' }).getByRole('link', { name: new RegExp(stranger.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
    await found.click();
    await expect(page).toHaveURL(`/dashboard/chat/${stranger.username}`);
    await expect(page.getByText(`No messages with ${stranger.name} yet. Say hello!`)).toBeVisible();
    await composer(page).fill('Hello there');
    await composer(page).press('Enter');
    await expect(page).toHaveURL(conversationUrl);
    await expect(log(page).getByTestId('chat-message').last()).toHaveText('Hello there');
    await expect(items(page).first()).toContainText(stranger.name);
  });

  const looks = [
    { width: 1440, height: 900, mode: 'light', direction: 'ltr', language: 'en' },
    { width: 1440, height: 900, mode: 'dark', direction: 'rtl', language: 'de' },
    { width: 390, height: 844, mode: 'light', direction: 'ltr', language: 'fr' },
    { width: 390, height: 844, mode: 'dark', direction: 'rtl', language: 'en' },
    { width: 390, height: 844, mode: 'light', direction: 'rtl', language: 'de' },
  ] as const;
  for (const look of looks) {
    test(`${look.width} px, ${look.mode}, ${look.direction}, ${look.language}: list, conversation and details are accessible and fit`, async ({ page }) => {
      await page.setViewportSize({ width: look.width, height: look.height });
      await signInTo(page, '/dashboard/chat');
      await page.evaluate((language) => localStorage.setItem('i18nextLng', language), look.language);
      await useTheme(page, look.mode, look.direction);
      await expect(items(page).first()).toBeVisible();
      const text = texts[look.language];
      const tag = `chat-${look.width}-${look.mode}-${look.direction}-${look.language}`;
      await expectAxeClean(page);
      await expectNoPageOverflow(page);
      await shot(page, `${tag}-list`);

      // A group with photos: names, faces, pictures.
      await page.locator('[data-conversation-type="GROUP"]').first().click();
      await expect(page).toHaveURL(conversationUrl);
      await expect(log(page, text.messages).getByTestId('chat-message').first()).toBeVisible();
      if (look.width < 960) {
        await expect(list(page)).toHaveCount(0);
      }
      await expect(log(page, text.messages).getByTestId('chat-run-own').first()).toBeVisible();
      await expectAxeClean(page);
      await expectNoPageOverflow(page);
      await shot(page, `${tag}-conversation`, false);

      // Own messages sit at the end side: right in LTR, left in RTL.
      const own = await log(page, text.messages).getByTestId('chat-run-own').first().getByTestId('chat-message').first().boundingBox();
      const box = await log(page, text.messages).boundingBox();
      const endGap = look.direction === 'ltr' ? box!.x + box!.width - (own!.x + own!.width) : own!.x - box!.x;
      expect(endGap).toBeLessThan(48);

      if (look.width < 1400) {
        // Below 1400 px the panel is a drawer over the conversation.
        await page.getByRole('button', { name: text.details, exact: true }).click();
        await expect(page.getByRole('dialog', { name: text.details, exact: true })).toBeVisible();
        await expectAxeClean(page);
        await shot(page, `${tag}-details`, false);
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog', { name: text.details, exact: true })).toBeHidden();
      }
      if (look.width < 960) {
        await page.getByRole('link', { name: text.back }).click();
        await expect(items(page).first()).toBeVisible();
      }
    });
  }
});

test.describe('chat, an unknown key', () => {
  test('shows the not-found state inside the chat layout, in the reader’s language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/chat/no-such-conversation');
    const notFound = page.getByTestId('chat-not-found');
    await expect(notFound.getByRole('heading', { name: 'Conversation not found' })).toBeVisible();
    await expect(notFound).toContainText('Unable to find the contact');
    await expect(list(page)).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'chat-1440-not-found');
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.reload();
    await expect(page.getByTestId('chat-not-found')).toContainText('Der Kontakt wurde nicht gefunden');
    await notFound.getByRole('link', { name: 'Zurück zu den Unterhaltungen' }).click();
    await expect(page).toHaveURL(/\/dashboard\/chat$/);
  });
});
