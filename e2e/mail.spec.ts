import { expect, test, type Browser, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import type { Mail, MailChanges, MailLabel, MailsResponse } from '@/contract/mail';
import { failOnPageProblems } from './page-problems';
import { SIGNED_IN_TIMEOUT, apiGet, apiPost, expectAxeClean, expectNoPageOverflow, shot, signInTo, useTheme } from './work-area-helpers';

// The demo admin's seeded mails (server/areas/mail/seed-mails.ts): every system label and custom label has some.
const subjects = {
  booking: 'Booking inquiry: Future of Work Summit, Hamburg, 12 March',
  podcast: 'Guest invitation: The Long Take podcast',
  mention: 'Maya Lindqvist and 14 others mentioned you in a post',
  sale: 'Autumn sale: 30% off every presenting masterclass',
  contract: "Contract draft: 'Late Night Live' season 3",
  rehearsal: 'Rehearsal schedule for the Autumn Gala',
  invoice: "Invoice INV-2026-014: hosting the 'Late Night Live' pilot",
  spam: 'Congratulations! You have been selected for an exclusive reward',
  digest: 'Weekly digest: autocue tips, mic etiquette and 12 new threads',
};
type Seeded = keyof typeof subjects;
const every = Object.keys(subjects) as Seeded[];

/** What each label lists of the seeded mails (other specs may add mail to the inbox; these are checked by name). */
const listed: Record<string, Seeded[]> = {
  all: every,
  inbox: ['booking', 'podcast', 'mention', 'sale', 'contract'],
  sent: ['rehearsal'],
  drafts: ['invoice'],
  trash: ['digest'],
  spam: ['spam'],
  important: ['booking', 'contract', 'invoice'],
  starred: ['podcast', 'contract', 'rehearsal'],
  'label/social': ['podcast', 'mention'],
  'label/promotions': ['sale'],
  'label/forums': ['digest'],
};

const items = (page: Page) => page.getByTestId('mail-item');
const item = (page: Page, name: Seeded) => items(page).filter({ hasText: subjects[name] });
const labelLink = (page: Page, name: string) => page.getByTestId(`mail-label-${name}`);
const readingPane = (page: Page) => page.getByRole('article');
/** A label's count as the labels show it: "Inbox4 unread" (the word is for screen readers). */
const unreadText = (count: number) => new RegExp(`\\D${count} unread$`);

async function allMails(page: Page): Promise<Mail[]> {
  return (await apiGet<{ mails: Mail[] }>(page, '/api/mail/mails?systemLabel=all')).mails;
}
async function mailOf(page: Page, name: Seeded): Promise<Mail> {
  const found = (await allMails(page)).find((mail) => mail.subject === subjects[name]);
  if (!found) throw new Error(`no seeded mail ${name}`);
  return found;
}
async function unreadOf(page: Page, label: string): Promise<number> {
  const { labels } = await apiGet<{ labels: MailLabel[] }>(page, '/api/mail/labels');
  return labels.find((entry) => entry.name === label)!.unreadCount;
}
/** Puts a seeded mail back as it was, so the tests after this one (and other specs) find the seed. */
async function restore(page: Page, mail: Mail) {
  const updateMail: MailChanges = {
    isUnread: mail.isUnread,
    isStarred: mail.isStarred,
    isImportant: mail.isImportant,
    folder: mail.folder,
    labelIds: mail.labelIds,
  };
  expect((await apiPost(page, '/api/mail/mails/update', { mailId: mail.id, updateMail })).status).toBe(200);
}
/** The list of a label has loaded (its mails, or its empty state). */
async function listSettled(page: Page) {
  await expect(page.getByTestId('mail-list').or(page.getByTestId('mail-list-empty'))).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}
/** Goes to a label by its entry, once its list is there (a click on the list before would land on the old one). */
async function openLabel(page: Page, name: string) {
  await labelLink(page, name).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/mail/(?:label/)?${name}$`));
  // The router renders a navigation in a transition: the address changes a moment before the screen does.
  await expect(labelLink(page, name)).toHaveAttribute('aria-current', 'page');
  await listSettled(page);
}
/** A word no seeded mail holds, to tell a test's own mails apart (and find them with the server's search). */
const newTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const itemWith = (page: Page, subject: string) => items(page).filter({ hasText: subject });

/** A fresh member (role user) with a name of its own; signed in at `path` in a browser of its own when asked. */
async function newMember(browser: Browser, baseURL: string | undefined, path?: string) {
  const tag = newTag();
  const name = `Mina Mailer${tag}`;
  const email = `mail-${tag}@example.com`;
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const registered = await page.request.post('/api/account/register', {
    data: { email, password: 'member-secret', firstName: 'Mina', lastName: `Mailer${tag}` },
  });
  expect(registered.status()).toBe(200);
  if (path) {
    await page.goto(path);
    await page.getByLabel('Email address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('member-secret');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible({ timeout: SIGNED_IN_TIMEOUT });
  }
  return { page, context, name, email };
}
/** Picks a recipient in the compose form's To by name. */
async function pickRecipient(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('combobox', { name: 'To' }).fill(name);
  await page.getByRole('option').filter({ hasText: name }).click();
  await expect(dialog.getByRole('button', { name })).toBeVisible();
}
/** The user's mails the server's search finds (every label). */
async function mailsFound(page: Page, search: string): Promise<Mail[]> {
  return (await apiGet<MailsResponse>(page, `/api/mail/mails?systemLabel=all&search=${encodeURIComponent(search)}`)).mails;
}
/** Deletes a test's own mails for good (drafts discarded, the rest through the trash). */
async function purge(page: Page, tag: string) {
  // Away from any of them first: a mail open when it is deleted says it is gone (its page asks again and gets 404).
  await page.goto('/dashboard/app');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  const mails = await mailsFound(page, tag);
  for (const draft of mails.filter((mail) => mail.folder === 'drafts')) {
    expect((await apiPost(page, '/api/mail/drafts/delete', { mailId: draft.id })).status).toBe(200);
  }
  const mailIds = mails.filter((mail) => mail.folder !== 'drafts').map((mail) => mail.id);
  if (mailIds.length === 0) return;
  expect((await apiPost(page, '/api/mail/mails/update-many', { mailIds, updateMail: { folder: 'trash' } })).status).toBe(200);
  expect((await apiPost(page, '/api/mail/mails/delete', { mailIds })).status).toBe(200);
}

/** Opens a listed mail in the reading pane. */
async function openMail(page: Page, name: Seeded) {
  await item(page, name).getByRole('link').click();
  await expect(page).toHaveURL(/\/[0-9a-f-]{36}$/);
  await expect(readingPane(page).getByRole('heading', { level: 2, name: subjects[name] })).toBeVisible();
}

test.describe('mail', () => {
  failOnPageProblems();

  // A test that changes mails notes them first; they are put back after it, passed or failed.
  let changedSeed: Mail[] | undefined;
  const keepSeed = async (page: Page) => {
    changedSeed = await allMails(page);
  };
  test.afterEach(async ({ page }) => {
    for (const mail of changedSeed ?? []) await restore(page, mail);
    changedSeed = undefined;
  });

  test('/dashboard/mail opens All mail; each system and custom label lists its mails', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/mail');
    await expect(page).toHaveURL(/\/dashboard\/mail\/all$/);
    await expect(page).toHaveTitle(`Mail | ${brand.productName}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Mail' })).toBeVisible();
    await expect(labelLink(page, 'all')).toHaveAttribute('aria-current', 'page');
    // The sidebar's Mail entry leads here and is marked.
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Mail' })).toHaveAttribute('href', '/dashboard/mail/all');

    for (const [label, names] of Object.entries(listed)) {
      await page.goto(`/dashboard/mail/${label}`);
      await listSettled(page);
      for (const name of every) await expect(item(page, name), `${label}: ${name}`).toHaveCount(names.includes(name) ? 1 : 0);
    }

    // Labels with their icons or colours, and true unread counts.
    const { labels } = await apiGet<{ labels: MailLabel[] }>(page, '/api/mail/labels');
    for (const label of labels) {
      const link = labelLink(page, label.name);
      await expect(link).toBeVisible();
      if (label.unreadCount > 0) await expect(link).toContainText(unreadText(label.unreadCount));
    }
    // Navigating by the labels.
    await labelLink(page, 'sent').click();
    await expect(page).toHaveURL(/\/dashboard\/mail\/sent$/);
    await expect(item(page, 'rehearsal')).toContainText('To:');
    await labelLink(page, 'social').click();
    await expect(page).toHaveURL(/\/dashboard\/mail\/label\/social$/);
    await expect(item(page, 'podcast')).toBeVisible();
    await expectAxeClean(page);
  });

  test('opening an unread mail marks it read and the inbox count drops, kept after reload', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/mail/inbox');
    await keepSeed(page);
    const podcast = await mailOf(page, 'podcast');
    expect(podcast.isUnread).toBe(true);
    const before = await unreadOf(page, 'inbox');
    await expect(labelLink(page, 'inbox')).toContainText(unreadText(before));
    await expect(item(page, 'podcast')).toHaveAttribute('data-unread', 'true');

    await openMail(page, 'podcast');
    await expect(page).toHaveURL(`/dashboard/mail/inbox/${podcast.id}`);
    await expect(readingPane(page).getByRole('heading', { level: 2, name: subjects.podcast })).toBeVisible();
    await expect(item(page, 'podcast')).toHaveAttribute('data-unread', 'false');
    await expect(labelLink(page, 'inbox')).toContainText(unreadText(before - 1));
    await expect.poll(() => unreadOf(page, 'inbox')).toBe(before - 1);
    // The reading pane: sender, recipients, the date as SPEC §9 writes it, the sanitized body.
    await expect(readingPane(page)).toContainText('Maya Lindqvist');
    await expect(readingPane(page)).toContainText('<maya@thelongtake.example>');
    await expect(readingPane(page).locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/);
    await expect(page.getByTestId('mail-body')).toContainText('Kreuzberg studio');

    await page.reload();
    await expect(readingPane(page).getByRole('heading', { level: 2, name: subjects.podcast })).toBeVisible();
    await expect(item(page, 'podcast')).toHaveAttribute('data-unread', 'false');
    await expect(labelLink(page, 'inbox')).toContainText(unreadText(before - 1));

    // Mark unread: back to the list, unread again, counted again.
    await readingPane(page).getByRole('button', { name: 'Mark as unread' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mail\/inbox$/);
    await expect(item(page, 'podcast')).toHaveAttribute('data-unread', 'true');
    await expect(labelLink(page, 'inbox')).toContainText(unreadText(before));
    await page.reload();
    await expect(item(page, 'podcast')).toHaveAttribute('data-unread', 'true');
    await expect(page.getByRole('heading', { level: 2, name: 'No mail open' })).toBeVisible();
  });

  test('star, important, labels and move to trash persist after reload', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/mail/inbox');
    await keepSeed(page);

    const row = item(page, 'sale');
    await row.getByRole('button', { name: 'Starred' }).click();
    await expect(row.getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
    await row.getByRole('button', { name: 'Important' }).click();
    await expect(row.getByRole('button', { name: 'Important' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => (await mailOf(page, 'sale')).isImportant).toBe(true);
    await page.reload();
    await expect(item(page, 'sale').getByRole('button', { name: 'Starred' })).toHaveAttribute('aria-pressed', 'true');
    await expect(item(page, 'sale').getByRole('button', { name: 'Important' })).toHaveAttribute('aria-pressed', 'true');
    await openLabel(page, 'starred');
    await expect(item(page, 'sale')).toBeVisible();
    await openLabel(page, 'important');
    await expect(item(page, 'sale')).toBeVisible();

    // A custom label, from the open mail's labels menu.
    await openMail(page, 'sale');
    await readingPane(page).getByRole('button', { name: 'Labels' }).click();
    await expect(page.getByRole('menuitemcheckbox', { name: 'Promotions' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('menuitemcheckbox', { name: 'Social' }).click();
    await expect(readingPane(page).getByRole('list', { name: 'Labels of this mail' })).toContainText('Social');
    await expect.poll(async () => (await mailOf(page, 'sale')).labelIds.sort()).toEqual(['promotions', 'social']);
    await page.reload();
    await expect(readingPane(page).getByRole('list', { name: 'Labels of this mail' })).toContainText('Social');
    await openLabel(page, 'social');
    await expect(item(page, 'sale')).toBeVisible();

    // Move to trash from the reading pane: back to the list, gone from the inbox, in Trash after reload.
    await openLabel(page, 'inbox');
    await openMail(page, 'sale');
    await readingPane(page).getByRole('button', { name: 'Move to Trash' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mail\/inbox$/);
    await expect(item(page, 'sale')).toHaveCount(0);
    await page.reload();
    await listSettled(page);
    await expect(item(page, 'sale')).toHaveCount(0);
    await openLabel(page, 'trash');
    await expect(item(page, 'sale')).toBeVisible();
    expect((await mailOf(page, 'sale')).folder).toBe('trash');
  });

  test('bulk: select all in the inbox and mark read, then unread; a label on two mails at once', async ({ page }) => {
    test.setTimeout(90_000);
    // Short enough that the list scrolls (its scroll bar narrows the column and the actions wrap): they must stay
    // above the list, clickable.
    await page.setViewportSize({ width: 1440, height: 640 });
    await signInTo(page, '/dashboard/mail/inbox');
    await keepSeed(page);
    await listSettled(page);
    const total = await items(page).count();
    expect(total).toBeGreaterThanOrEqual(5);

    await page.getByRole('checkbox', { name: 'Select all' }).check();
    await expect(page.getByRole('heading', { level: 2, name: `Selected: ${total}` })).toBeVisible();
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Mark as read' }).click();
    await expect(items(page).and(page.locator('[data-unread="true"]'))).toHaveCount(0);
    await expect(labelLink(page, 'inbox')).not.toContainText('unread');
    await expect.poll(() => unreadOf(page, 'inbox')).toBe(0);
    await page.reload();
    await listSettled(page);
    await expect(items(page).and(page.locator('[data-unread="true"]'))).toHaveCount(0);

    // Two ticked by hand get a label together; the others keep theirs.
    await item(page, 'booking').getByRole('checkbox').check();
    await item(page, 'contract').getByRole('checkbox').check();
    await expect(page.getByRole('heading', { level: 2, name: 'Selected: 2' })).toBeVisible();
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Labels' }).click();
    await page.getByRole('menuitemcheckbox', { name: 'Forums' }).click();
    await openLabel(page, 'forums');
    await expect(item(page, 'booking')).toBeVisible();
    await expect(item(page, 'contract')).toBeVisible();
    await expect(item(page, 'digest')).toBeVisible();
    await page.reload();
    await expect(item(page, 'booking')).toBeVisible();

    // Bulk move to spam and back.
    await openLabel(page, 'inbox');
    await item(page, 'booking').getByRole('checkbox').check();
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Report spam' }).click();
    await expect(item(page, 'booking')).toHaveCount(0);
    await openLabel(page, 'spam');
    await item(page, 'booking').getByRole('checkbox').check();
    await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Move to Inbox' }).click();
    await expect(item(page, 'booking')).toHaveCount(0);
    await openLabel(page, 'inbox');
    await expect(item(page, 'booking')).toBeVisible();
  });

  test('the server searches the list by subject, sender and body as typing pauses; the result stays while a mail is open', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/mail/all');
    await listSettled(page);
    const search = page.getByRole('searchbox', { name: 'Search mail' });

    // One request for what was typed, not one per key.
    const asked: string[] = [];
    page.on('request', (request) => {
      const value = new URL(request.url()).searchParams.get('search');
      if (request.url().includes('/api/mail/mails?') && value) asked.push(value);
    });
    await search.pressSequentially('podcast', { delay: 30 });
    await expect(items(page)).toHaveCount(1);
    await expect(item(page, 'podcast')).toBeVisible();
    expect([...new Set(asked)]).toEqual(['podcast']);
    await search.fill('KREUZBERG');
    await expect(items(page)).toHaveCount(1);
    await expect(item(page, 'podcast')).toBeVisible();
    // The sender's address.
    await search.fill('brightstage-events');
    await expect(item(page, 'booking')).toBeVisible();
    await search.fill('Future of Work Summit');
    await expect(items(page)).toHaveCount(1);
    await openMail(page, 'booking');
    await expect(readingPane(page)).toBeVisible();
    await expect(items(page)).toHaveCount(1);
    await expect(search).toHaveValue('Future of Work Summit');

    await search.fill('no such words anywhere');
    await expect(page.getByRole('heading', { name: 'No mail matches “no such words anywhere”' })).toBeVisible();
    await search.fill('');
    await expect(item(page, 'digest')).toBeVisible();
  });

  test('compose, reply and forward forms: a reply shows the original read-only below an empty editor', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/mail/inbox');
    await listSettled(page);

    await page.getByRole('button', { name: 'Compose' }).click();
    const dialog = page.getByRole('dialog', { name: 'New message' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Add at least one recipient')).toBeVisible();
    const to = dialog.getByRole('combobox', { name: 'To' });
    await to.fill('a');
    const option = page.getByRole('option').first();
    await expect(option).toBeVisible();
    const chosen = (await option.locator('p').first().textContent())!;
    await option.click();
    await expect(dialog.getByRole('button', { name: chosen })).toBeVisible();
    await dialog.getByLabel('Subject').fill('Rehearsal on Friday');
    await expect(page.getByTestId('mail-compose-body')).toBeVisible();
    await page.getByTestId('mail-compose-body').fill('See you at nine.');
    await expectAxeClean(page);
    await shot(page, 'mail-compose-1440', false);
    await dialog.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toHaveCount(0);

    await openMail(page, 'booking');
    await readingPane(page).getByRole('button', { name: 'Reply' }).first().click();
    const reply = page.getByRole('dialog', { name: 'Reply' });
    await expect(reply.getByLabel('To')).toHaveValue('Lena Hoffmann');
    await expect(reply.getByLabel('Subject')).toHaveValue(`Re: ${subjects.booking}`);
    // The server quotes the original below what is written: the editor starts empty, the original shows under it.
    await expect(reply.getByTestId('mail-compose-body')).not.toContainText('BrightStage Events');
    const original = reply.getByRole('region', { name: 'Original message' });
    await expect(original).toContainText('The original message is quoted below yours when it is sent.');
    await expect(original).toContainText('Lena Hoffmann wrote:');
    await expect(original).toContainText('BrightStage Events');
    await expectAxeClean(page);
    await shot(page, 'mail-reply-1440', false);
    await reply.getByRole('button', { name: 'Close' }).click();

    await readingPane(page).getByRole('button', { name: 'Forward' }).first().click();
    const forward = page.getByRole('dialog', { name: 'Forward' });
    await expect(forward.getByLabel('Subject')).toHaveValue(`Fwd: ${subjects.booking}`);
    await expect(forward.getByTestId('mail-compose-body')).not.toContainText('BrightStage Events');
    await expect(forward.getByRole('region', { name: 'Original message' })).toContainText('The original message and its attachments are added below yours when it is sent.');
    await forward.getByRole('button', { name: 'Discard' }).click();

    // A draft opens again in the form.
    await openLabel(page, 'drafts');
    await openMail(page, 'invoice');
    await readingPane(page).getByRole('button', { name: 'Edit draft' }).click();
    const draft = page.getByRole('dialog', { name: 'New message' });
    await expect(draft.getByLabel('Subject')).toHaveValue(subjects.invoice);
    await expect(draft.getByTestId('mail-compose-body')).not.toBeEmpty();
    await draft.getByRole('button', { name: 'Discard' }).click();
    await expect(draft).toHaveCount(0);
  });

  test('a mail to a fresh member arrives live, unread in their inbox; it is under Sent; their reply arrives live in the inbox', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const tag = newTag();
    const subject = `Rehearsal notes ${tag}`;
    const member = await newMember(browser, baseURL, '/dashboard/mail/inbox');
    try {
      await expect(member.page).toHaveURL(/\/dashboard\/mail\/inbox$/);
      await listSettled(member.page);
      await signInTo(page, '/dashboard/mail/inbox');
      await listSettled(page);

      await page.getByRole('button', { name: 'Compose' }).click();
      const dialog = page.getByRole('dialog', { name: 'New message' });
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(dialog.getByText('Add at least one recipient')).toBeVisible();
      await pickRecipient(page, member.name);
      await dialog.getByLabel('Subject').fill(subject);
      await page.getByTestId('mail-compose-body').fill('See you at nine.');
      await dialog.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Mail sent')).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // The member's open inbox shows it without a reload, unread.
      await expect(itemWith(member.page, subject)).toHaveAttribute('data-unread', 'true');
      await expect(labelLink(member.page, 'inbox')).toContainText(unreadText(1));
      await openLabel(page, 'sent');
      await expect(itemWith(page, subject)).toContainText(`To: ${member.name}`);
      await openLabel(page, 'inbox');

      // The member replies with a line of their own; the server quotes the original below it.
      await itemWith(member.page, subject).getByRole('link').click();
      await expect(member.page.getByRole('article').getByRole('heading', { level: 2, name: subject })).toBeVisible();
      await member.page.getByRole('article').getByRole('button', { name: 'Reply' }).first().click();
      const reply = member.page.getByRole('dialog', { name: 'Reply' });
      await expect(reply.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
      await expect(reply.getByRole('region', { name: 'Original message' })).toContainText('See you at nine.');
      await member.page.getByTestId('mail-compose-body').fill('Nine works for me.');
      await reply.getByRole('button', { name: 'Send' }).click();
      await expect(member.page.getByText('Mail sent')).toBeVisible();

      // The admin's open inbox gets it live.
      const answer = itemWith(page, `Re: ${subject}`);
      await expect(answer).toHaveAttribute('data-unread', 'true');
      await answer.getByRole('link').click();
      const body = readingPane(page).getByTestId('mail-body');
      await expect(body).toContainText('Nine works for me.');
      await expect(body.locator('blockquote')).toContainText('See you at nine.');
      await expect(readingPane(page)).toContainText(`From: ${member.name}`);
    } finally {
      await purge(page, tag);
      await member.context.close();
    }
  });

  test('a draft is saved (saving again replaces it), found under Drafts after reload, and sent; another is discarded', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const tag = newTag();
    const subject = `Gala running order ${tag}`;
    const member = await newMember(browser, baseURL);
    try {
      await signInTo(page, '/dashboard/mail/inbox');
      await listSettled(page);
      await page.getByRole('button', { name: 'Compose' }).click();
      const dialog = page.getByRole('dialog', { name: 'New message' });
      await pickRecipient(page, member.name);
      await dialog.getByLabel('Subject').fill(subject);
      await page.getByTestId('mail-compose-body').fill('First thoughts.');
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved')).toBeVisible();
      await expect(dialog).toBeVisible();
      await page.getByTestId('mail-compose-body').fill('Second thoughts.');
      await dialog.getByRole('button', { name: 'Save draft' }).click();
      await expect.poll(async () => (await mailsFound(page, tag)).map((mail) => mail.message)).toEqual([expect.stringContaining('Second thoughts.')]);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.reload();
      await openLabel(page, 'drafts');
      await expect(itemWith(page, subject)).toHaveCount(1);
      await itemWith(page, subject).getByRole('link').click();
      await expect(readingPane(page).getByTestId('mail-body')).toContainText('Second thoughts.');
      await readingPane(page).getByRole('button', { name: 'Edit draft' }).click();
      const draft = page.getByRole('dialog', { name: 'New message' });
      await expect(draft.getByLabel('Subject')).toHaveValue(subject);
      await draft.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByText('Mail sent')).toBeVisible();
      await expect(draft).toHaveCount(0);
      await openLabel(page, 'drafts');
      await expect(itemWith(page, subject)).toHaveCount(0);
      await openLabel(page, 'sent');
      await expect(itemWith(page, subject)).toHaveCount(1);

      // Another draft, discarded from the reading pane once confirmed.
      const other = `Unfinished thought ${tag}`;
      expect((await apiPost(page, '/api/mail/drafts/save', { subject: other, message: '<p>Maybe later.</p>' })).status).toBe(200);
      await openLabel(page, 'drafts');
      await itemWith(page, other).getByRole('link').click();
      await readingPane(page).getByRole('button', { name: 'Discard draft' }).click();
      const confirm = page.getByRole('dialog', { name: 'Discard draft?' });
      await expectAxeClean(page);
      await confirm.getByRole('button', { name: 'Discard draft' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(page).toHaveURL(/\/dashboard\/mail\/drafts$/);
      await expect(itemWith(page, other)).toHaveCount(0);
      await page.reload();
      await listSettled(page);
      await expect(itemWith(page, other)).toHaveCount(0);
    } finally {
      await purge(page, tag);
      await member.context.close();
    }
  });

  test('a reply saved as a draft stays a reply: opened again it shows the original, sent it quotes it; Discard deletes a saved draft', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const tag = newTag();
    const subject = `Call sheet ${tag}`;
    const member = await newMember(browser, baseURL, '/dashboard/mail/inbox');
    try {
      await signInTo(page, '/dashboard/mail/inbox');
      expect((await apiPost(page, '/api/mail/mails/new', { to: [member.email], subject, message: '<p>Call sheet attached.</p>' })).status).toBe(200);

      // The member starts a reply and keeps it for later.
      const inbox = member.page;
      await itemWith(inbox, subject).getByRole('link').click();
      await inbox.getByRole('article').getByRole('button', { name: 'Reply' }).first().click();
      const reply = inbox.getByRole('dialog', { name: 'Reply' });
      await inbox.getByTestId('mail-compose-body').fill('Will read it tonight.');
      await reply.getByRole('button', { name: 'Save draft' }).click();
      await expect(inbox.getByText('Draft saved')).toBeVisible();
      await reply.getByRole('button', { name: 'Close' }).click();

      // Opened again from Drafts, after a reload: still a reply, with the original below.
      await inbox.reload();
      await openLabel(inbox, 'drafts');
      await itemWith(inbox, `Re: ${subject}`).getByRole('link').click();
      await inbox.getByRole('article').getByRole('button', { name: 'Edit draft' }).click();
      const reopened = inbox.getByRole('dialog', { name: 'Reply' });
      await expect(reopened.getByLabel('Subject')).toHaveValue(`Re: ${subject}`);
      await expect(reopened.getByRole('region', { name: 'Original message' })).toContainText('Call sheet attached.');
      await expectAxeClean(inbox);
      await reopened.getByRole('button', { name: 'Send' }).click();
      await expect(inbox.getByText('Mail sent')).toBeVisible();
      await expect(inbox).toHaveURL(/\/dashboard\/mail\/drafts$/);

      // It reached the admin as a reply, the original quoted.
      await expect.poll(async () => (await mailsFound(page, tag)).filter((mail) => mail.folder === 'inbox').map((mail) => mail.subject)).toEqual([`Re: ${subject}`]);
      const [answer] = (await mailsFound(page, tag)).filter((mail) => mail.folder === 'inbox');
      expect(answer!.message).toContain('Will read it tonight.');
      expect(answer!.message).toMatch(/<blockquote>.*Call sheet attached\..*<\/blockquote>/s);

      // A new mail saved as a draft, then discarded from the form: asked first, then gone for good.
      const other = `Second thoughts ${tag}`;
      await inbox.getByRole('button', { name: 'Compose' }).click();
      const compose = inbox.getByRole('dialog', { name: 'New message' });
      await compose.getByLabel('Subject').fill(other);
      await compose.getByRole('button', { name: 'Save draft' }).click();
      await expect(inbox.getByText('Draft saved')).toBeVisible();
      await expect.poll(async () => (await mailsFound(inbox, other)).length).toBe(1);
      await compose.getByRole('button', { name: 'Discard' }).click();
      const confirm = inbox.getByRole('dialog', { name: 'Discard draft?' });
      await confirm.getByRole('button', { name: 'Discard draft' }).click();
      await expect(compose).toHaveCount(0);
      await expect(inbox.getByText('Draft discarded', { exact: true })).toBeVisible();
      expect(await mailsFound(inbox, other)).toEqual([]);
      await expect(itemWith(inbox, other)).toHaveCount(0);
    } finally {
      await purge(page, tag);
      await member.context.close();
    }
  });

  test('mails moved to Trash are deleted forever once confirmed, from the reading pane and in bulk', async ({ page, browser, baseURL }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const tag = newTag();
    const member = await newMember(browser, baseURL);
    const first = `Old notice one ${tag}`;
    const second = `Old notice two ${tag}`;
    try {
      await signInTo(page, '/dashboard/mail/sent');
      for (const subject of [first, second]) {
        expect((await apiPost(page, '/api/mail/mails/new', { to: [member.email], subject, message: '<p>Out of date.</p>' })).status).toBe(200);
      }
      await page.reload();
      await listSettled(page);
      // One to Trash from the reading pane, the other ticked in the list.
      await itemWith(page, first).getByRole('link').click();
      await readingPane(page).getByRole('button', { name: 'Move to Trash' }).click();
      await expect(page).toHaveURL(/\/dashboard\/mail\/sent$/);
      await page.getByRole('checkbox', { name: `Select: ${second}` }).check();
      await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Move to Trash' }).click();
      await expect(itemWith(page, second)).toHaveCount(0);

      await openLabel(page, 'trash');
      await itemWith(page, first).getByRole('link').click();
      await readingPane(page).getByRole('button', { name: 'Delete forever' }).click();
      let confirm = page.getByRole('dialog', { name: 'Delete forever?' });
      await expect(confirm).toContainText('This cannot be undone.');
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
      await expect(readingPane(page).getByRole('heading', { level: 2, name: first })).toBeVisible();
      await readingPane(page).getByRole('button', { name: 'Delete forever' }).click();
      await confirm.getByRole('button', { name: 'Delete forever' }).click();
      await expect(page).toHaveURL(/\/dashboard\/mail\/trash$/);
      await expect(itemWith(page, first)).toHaveCount(0);

      await page.getByRole('checkbox', { name: `Select: ${second}` }).check();
      await page.getByRole('group', { name: 'Actions' }).getByRole('button', { name: 'Delete forever' }).click();
      confirm = page.getByRole('dialog', { name: 'Delete forever?' });
      await expectAxeClean(page);
      await shot(page, 'mail-delete-forever-1440', false);
      await confirm.getByRole('button', { name: 'Delete forever' }).click();
      await expect(itemWith(page, second)).toHaveCount(0);
      await expect(page.getByText('Mail deleted forever').first()).toBeVisible();
      expect(await mailsFound(page, tag)).toEqual([]);
      // The seeded mail in Trash is still there.
      await expect(item(page, 'digest')).toBeVisible();
    } finally {
      await purge(page, tag);
      await member.context.close();
    }
  });

  test('on a phone: labels in a drawer, the list, the mail with a way back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInTo(page, '/dashboard/mail/inbox');
    await listSettled(page);
    await expect(page.getByRole('navigation', { name: 'Mail labels' })).toHaveCount(0);
    await expectNoPageOverflow(page);

    await page.getByRole('button', { name: 'Open the labels' }).click();
    const drawer = page.getByRole('navigation', { name: 'Mail labels' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('link', { name: /^Sent/ }).click();
    await expect(page).toHaveURL(/\/dashboard\/mail\/sent$/);
    await expect(drawer).toHaveCount(0);
    await expect(item(page, 'rehearsal')).toBeVisible();

    await openMail(page, 'rehearsal');
    await expect(readingPane(page).getByRole('heading', { level: 2, name: subjects.rehearsal })).toBeVisible();
    await expect(items(page)).toHaveCount(0);
    await expectNoPageOverflow(page);
    await readingPane(page).getByRole('link', { name: 'Back to Sent' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mail\/sent$/);
    await expect(item(page, 'rehearsal')).toBeVisible();
    await expect(readingPane(page)).toHaveCount(0);
  });
});

// These screens answer a 404 on purpose (the browser logs it), so page problems are not checked.
test.describe('mail not found', () => {
  test('an unknown label or mail id is said inside the mail screen, in the reader language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInTo(page, '/dashboard/mail/nowhere');
    await expect(page.getByRole('heading', { name: 'Label not found' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Mail labels' })).toBeVisible();
    await expectAxeClean(page);
    await page.goto('/dashboard/mail/label/inbox');
    await expect(page.getByRole('heading', { name: 'Label not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to All mail' }).click();
    await expect(page).toHaveURL(/\/dashboard\/mail\/all$/);

    const missing = page.waitForResponse((response) => response.url().includes('/api/mail/mail?'));
    await page.goto('/dashboard/mail/inbox/00000000-0000-4000-8000-000000000000');
    expect((await missing).status()).toBe(404);
    await expect(readingPane(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Mail not found' })).toBeVisible();
    await expect(item(page, 'booking')).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'mail-not-found-1440');

    await page.evaluate(() => localStorage.setItem('i18nextLng', 'de'));
    await page.goto('/dashboard/mail/label/social/unknown-id');
    await expect(page.getByRole('heading', { name: 'E-Mail nicht gefunden' })).toBeVisible();
    await page.goto('/dashboard/mail/keins');
    await expect(page.getByRole('heading', { name: 'Label nicht gefunden' })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/dashboard/mail/inbox/unknown-id');
    await expect(page.getByRole('heading', { name: 'Mail not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Inbox' }).first()).toBeVisible();
    await expectNoPageOverflow(page);
    await expectAxeClean(page);
  });
});

test.describe('mail looks right', () => {
  failOnPageProblems();

  const looks = [
    { width: 1440, height: 900, themeMode: 'light', dir: 'ltr', language: 'en', heading: 'Mail', openLabels: 'Open the labels' },
    { width: 1440, height: 900, themeMode: 'dark', dir: 'rtl', language: 'de', heading: 'E-Mail', openLabels: 'Labels öffnen' },
    { width: 1440, height: 900, themeMode: 'light', dir: 'ltr', language: 'fr', heading: 'Messagerie', openLabels: 'Ouvrir les libellés' },
    { width: 390, height: 844, themeMode: 'dark', dir: 'ltr', language: 'fr', heading: 'Messagerie', openLabels: 'Ouvrir les libellés' },
    { width: 390, height: 844, themeMode: 'light', dir: 'rtl', language: 'en', heading: 'Mail', openLabels: 'Open the labels' },
    { width: 390, height: 844, themeMode: 'light', dir: 'ltr', language: 'de', heading: 'E-Mail', openLabels: 'Labels öffnen' },
  ] as const;

  for (const look of looks) {
    const name = `${look.width}-${look.themeMode}-${look.dir}-${look.language}`;
    test(`every mail route at ${name}: no overflow, no axe violation`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize({ width: look.width, height: look.height });
      await signInTo(page, '/dashboard/mail/all');
      await page.evaluate((language) => localStorage.setItem('i18nextLng', language), look.language);
      await useTheme(page, look.themeMode, look.dir);
      await expect(page.locator('html')).toHaveAttribute('dir', look.dir);
      await expect(page.locator('#notistack-snackbar')).toHaveCount(0, { timeout: 6000 });
      const mails = await allMails(page);
      const idOf = (seeded: Seeded) => mails.find((mail) => mail.subject === subjects[seeded])!.id;
      const opened: [string, string][] = [
        ['inbox-open', `inbox/${idOf('contract')}`],
        ['sent-open', `sent/${idOf('rehearsal')}`],
        ['drafts-open', `drafts/${idOf('invoice')}`],
        ['promotions-open', `label/promotions/${idOf('sale')}`],
      ];
      const routes: [string, string][] = [...Object.keys(listed).map((route): [string, string] => [route.replace('/', '-'), route]), ...opened];
      for (const [shotName, route] of routes) {
        await page.goto(`/dashboard/mail/${route}`);
        await expect(page.getByRole('heading', { level: 1, name: look.heading })).toBeVisible();
        if (shotName.endsWith('-open')) {
          await expect(readingPane(page).getByRole('heading', { level: 2 })).toBeVisible();
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        } else await listSettled(page);
        await expectNoPageOverflow(page);
        await expectAxeClean(page);
        if (['inbox', 'label-social', 'trash', 'inbox-open', 'drafts-open'].includes(shotName)) await shot(page, `mail-${name}-${shotName}`);
      }
      if (look.width === 390) {
        await page.goto('/dashboard/mail/inbox');
        await listSettled(page);
        await page.getByRole('button', { name: look.openLabels }).click();
        await expect(labelLink(page, 'inbox')).toHaveAttribute('aria-current', 'page');
        await expectAxeClean(page);
        await shot(page, `mail-${name}-labels-drawer`, false);
      }
    });
  }
});
