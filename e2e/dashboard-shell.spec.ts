import { expect, test, type Page } from '@playwright/test';
import { brand } from '@/contract/brand';
import { expectNoAxeViolations } from './accessibility';
import { holdBack } from './hold-back';
import type { NotificationsResponse } from '@/contract/notifications';
import { apiGet, signInAsNewMember, signInTo } from './work-area-helpers';

const shots = process.env.SHELL_SCREENSHOTS_DIR;

const signIn = (page: Page, path = '/dashboard/app') => signInTo(page, path);

async function screenshot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png` });
}

const sidebar = (page: Page) => page.getByTestId('dashboard-sidebar');

test.describe('dashboard shell', () => {
  test('at 1440 px: a permanent 280 px sidebar with the account card, groups of the built areas and help card', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    expect((await sidebar(page).boundingBox())?.width).toBe(280);
    expect((await sidebar(page).boundingBox())?.x).toBe(0);
    const card = page.getByTestId('account-card');
    await expect(card).toContainText(brand.presenter.name);
    await expect(card).toContainText('admin');
    // It leads to the account settings.
    await expect(card).toHaveAttribute('href', '/dashboard/user/account');
    await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveCount(0);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const group of ['General', 'Management', 'App'])
      await expect(nav.getByRole('list', { name: group })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'App', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Calendar' })).toHaveAttribute('href', '/dashboard/calendar');
    await expect(nav.getByRole('link', { name: 'Kanban' })).toHaveAttribute('href', '/dashboard/kanban');
    await expect(nav.getByRole('link', { name: 'Mail', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/mail/all',
    );
    await expect(nav.getByRole('link', { name: 'Chat' })).toHaveAttribute('href', '/dashboard/chat');
    // The admins' dashboards beside the app's; only areas that are built have entries: nothing leads to /404.
    await expect(nav.getByRole('link', { name: 'E-commerce', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/ecommerce',
    );
    await expect(nav.getByRole('link', { name: 'Analytics', exact: true })).toHaveAttribute(
      'href',
      '/dashboard/analytics',
    );
    await expect(nav.getByRole('button', { name: 'User' })).toHaveAttribute('aria-expanded', 'false');
    for (const link of await nav.getByRole('link').all())
      expect(await link.getAttribute('href')).toMatch(
        /^\/dashboard\/(?:app|ecommerce|analytics|blog\/|calendar|kanban|chat|mail\/all)/,
      );

    const blog = nav.getByRole('button', { name: 'Blog' });
    await expect(blog).toHaveAttribute('aria-expanded', 'false');
    await blog.focus();
    await page.keyboard.press('Enter');
    await expect(blog).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'New post' })).toHaveAttribute(
      'href',
      '/dashboard/blog/new-post',
    );
    await page.keyboard.press('Space');
    await expect(blog).toHaveAttribute('aria-expanded', 'false');

    const help = page.getByTestId('help-card');
    await expect(help).toContainText(`Hi, ${brand.presenter.name}`);
    await expect(help).toContainText('Need help? Please check our docs');
    await expect(help.getByRole('link', { name: 'Documentation' })).toHaveAttribute('href', '/docs');
    await page.keyboard.press('Enter');
    await help.scrollIntoViewIfNeeded();
    await screenshot(page, 'shell-1440-light');
  });

  test('on a short screen the sidebar scrolls as a whole, down to the help card', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 600 });
    await signIn(page, '/dashboard/blog/posts');
    const help = sidebar(page).getByRole('link', { name: 'Documentation' });
    await help.scrollIntoViewIfNeeded();
    await expect(help).toBeInViewport();
    // The page itself did not scroll: the sidebar did.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a group opens on its active child', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.goto('/dashboard/blog/posts');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Posts' })).toHaveAttribute('aria-current', 'page');
    await page.goto('/dashboard/calendar');
    await expect(nav.getByRole('button', { name: 'Blog' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('the entries of admin-only screens show to admins only', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const entriesOf = async (group: string) => {
      const button = nav.getByRole('button', { name: group, exact: true });
      if ((await button.getAttribute('aria-expanded')) === 'false') await button.click();
      const list = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      await expect(list.getByRole('link').first()).toBeVisible();
      return list.getByRole('link').allTextContents();
    };
    await signIn(page);
    expect(await entriesOf('User')).toEqual(['Profile', 'Cards', 'List', 'Create', 'Account']);
    expect(await entriesOf('E-commerce')).toEqual([
      'Shop',
      'List',
      'Create',
      'Discount codes',
      'Checkout',
      'Invoice',
    ]);

    await page.context().clearCookies();
    await page.evaluate(() => localStorage.removeItem('accessToken'));
    await signInAsNewMember(page, '/dashboard/app');
    expect(await entriesOf('User')).toEqual(['Profile', 'Cards', 'Account']);
    expect(await entriesOf('E-commerce')).toEqual(['Shop', 'List', 'Checkout', 'Invoice']);
    // The shop's sales and the site's analytics are the admins' dashboards.
    for (const name of ['E-commerce', 'Analytics'])
      await expect(nav.getByRole('link', { name, exact: true })).toHaveCount(0);
  });

  test('at 390 px the sidebar is a 280 px drawer from the menu button that closes on navigation', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page);
    await expect(sidebar(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(sidebar(page)).toBeVisible();
    await expect.poll(async () => (await sidebar(page).boundingBox())?.x).toBe(0);
    expect(Math.round((await sidebar(page).boundingBox())!.width)).toBe(280);
    await expect(page.getByTestId('account-card')).toContainText(brand.presenter.name);
    await screenshot(page, 'shell-390-drawer');
    // Any navigation closes the drawer, even to the page already shown.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'App', exact: true })
      .click();
    await expect(sidebar(page)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('the search finds a page of the navigation and goes there', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const search = page.getByRole('combobox', { name: 'Search the navigation' });
    await search.fill('kanb');
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option')).toContainText('/dashboard/kanban');
    await search.fill('blog po');
    await expect(page.getByRole('option', { name: /Blog › Posts/ })).toBeVisible();
    // The results float over the page on a surface of their own.
    const surface = page.getByRole('listbox').locator('xpath=..');
    expect(await surface.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe('none');
    await screenshot(page, 'search-open');
    await search.fill('checkout');
    await expect(page.getByRole('option')).toHaveCount(1);
    await expect(page.getByRole('option')).toContainText('/dashboard/e-commerce/checkout');
    await search.fill('no such screen');
    await expect(page.getByRole('option')).toHaveCount(0);
    await expect(page.getByText('No matching page')).toBeVisible();
    await search.fill('new post');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/blog\/new-post$/);
  });

  test('notifications: 360 px popover, New and Before that, mark one and all as read, kept after reload', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    // While the popover is open the page behind it is hidden from the accessibility tree.
    const bell = page.getByTestId('notifications-button');
    // The seed gives the admin 3 unread; specs that ran before (chat) may have added some: read what is there.
    const { notifications } = await apiGet<NotificationsResponse>(page, '/api/notifications/list');
    const unread = notifications.filter((notification) => notification.isUnRead).length;
    expect(unread).toBeGreaterThanOrEqual(3);
    expect(notifications[0]!.isUnRead).toBe(true);
    await expect(bell).toHaveAccessibleName(`Notifications, ${unread} unread`);
    await expect(page.getByTestId('notifications-badge')).toContainText(String(unread));
    await bell.click();
    const panel = page.getByTestId('notifications-popover');
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(360);
    await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeVisible();
    await expect(panel).toContainText(`You have ${unread} unread messages`);
    const newList = panel.getByRole('list', { name: 'New' });
    const beforeList = panel.getByRole('list', { name: 'Before that' });
    await expect(newList.getByRole('listitem')).toHaveCount(2);
    await expect(beforeList.getByRole('listitem')).toHaveCount(3);
    for (const notification of notifications.slice(0, 5))
      await expect(panel).toContainText(notification.title);
    if (notifications.length === 5)
      await expect(panel).toContainText(/Mail from [\w ]+Northbridge Tech Summit would like you/);
    // How long ago, as the app words it: the seed's are minutes or hours old, those of specs that ran just before
    // (chat) seconds or a minute.
    await expect(newList).toContainText(/\b\d+ (?:second|minute|hour)s? ago\b/);
    await screenshot(page, 'notifications-open');
    await expectNoAxeViolations(page);

    // The newest: one with a link leads there (and the panel gives way), one without is only marked read.
    const newest = notifications[0]!;
    const titleBefore = await page.title();
    await newList
      .getByRole('listitem')
      .first()
      .getByRole(newest.link ? 'link' : 'button')
      .click();
    await expect(bell).toHaveAttribute('aria-label', `Notifications, ${unread - 1} unread`);
    if (newest.link) {
      await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === newest.link);
      await expect(panel).toBeHidden();
      // The screen it leads to has loaded (its title is set) before the bell is opened again: a panel opened while
      // the next screen's code still loads closes when that screen arrives.
      await expect(page).not.toHaveTitle(titleBefore);
      await bell.click();
      await expect(panel).toBeVisible();
    }
    await panel.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(bell).toHaveAttribute('aria-label', 'Notifications, 0 unread');
    await expect(panel).toContainText('You have 0 unread messages');
    await expect(page.getByTestId('notifications-badge').locator('.MuiBadge-badge')).toHaveClass(
      /MuiBadge-invisible/,
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'Notifications, 0 unread' })).toBeVisible();
  });

  test('contacts: 360 px popover with a 512 px list of the seeded contacts', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const { contacts, accounts } = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const [contactsAnswer, usersAnswer] = await Promise.all([
        fetch('/api/chat/contacts', { headers }),
        fetch('/api/user/all', { headers }),
      ]);
      return {
        contacts: ((await contactsAnswer.json()) as { contacts: { name: string; username: string }[] })
          .contacts,
        accounts: ((await usersAnswer.json()) as { users: unknown[] }).users.length,
      };
    });
    // Every other account of the workspace: the 23 seeded besides the admin, and members other specs registered.
    expect(contacts.length).toBe(accounts - 1);
    expect(contacts.length).toBeGreaterThanOrEqual(23);
    await page.getByRole('button', { name: 'Contacts' }).click();
    const panel = page.getByTestId('contacts-popover');
    await expect.poll(async () => (await panel.boundingBox())?.width).toBe(360);
    await expect(panel.getByRole('heading', { name: `Contacts (${contacts.length})` })).toBeVisible();
    expect((await panel.getByTestId('contacts-list').boundingBox())?.height).toBe(512);
    await expect(panel.getByRole('listitem')).toHaveCount(contacts.length);
    await expect(panel.getByRole('listitem').first()).toContainText(contacts[0]!.name);
    // Each opens the conversation with that contact.
    await expect(panel.getByRole('link')).toHaveCount(contacts.length);
    await expect(panel.getByRole('link').first()).toHaveAttribute(
      'href',
      `/dashboard/chat/${contacts[0]!.username}`,
    );
    await screenshot(page, 'contacts-open');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await page.getByRole('button', { name: 'Contacts' }).click();
    await panel.getByRole('link', { name: contacts[0]!.name }).click();
    await expect(page).toHaveURL(`/dashboard/chat/${contacts[0]!.username}`);
    await expect(panel).toHaveCount(0);
  });

  test('the language menu switches the navigation to German, kept after reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['English', 'Deutsch', 'Français']);
    await screenshot(page, 'language-menu');
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    await expect(nav.getByRole('link', { name: 'Kalender' })).toBeVisible();
    await expect(nav.getByRole('list', { name: 'Verwaltung' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('de');
    await page.reload();
    await expect(
      page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Kalender' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sprache: Deutsch' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Benachrichtigungen, \d+ ungelesen$/ })).toBeVisible();
    // The system's notifications read in German too; what someone wrote stays as written.
    await page.getByTestId('notifications-button').click();
    const panel = page.getByTestId('notifications-popover');
    await expect(panel.getByText(/hat Ihnen eine Nachricht geschickt/).first()).toBeVisible();
    await expect(panel.getByText(/Ihre Bestellung Nr\. 1043 ist eingegangen/)).toBeVisible();
    await expect(
      panel.getByText('3 Artikel, Summe 84,00. Wir melden uns, sobald sie verschickt wird.'),
    ).toBeVisible();
    await expect(panel.getByText(/Sound check moved to 17:30/)).toBeVisible();
    await expect(panel.getByText(/sent you a message|has been placed|started following/)).toHaveCount(0);
  });

  test('dark mode from the settings panel, kept after reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const bodyBackground = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bodyBackground()).toBe('rgb(255, 255, 255)');
    await page.getByRole('button', { name: 'Settings' }).click();
    const panel = page.getByRole('dialog', { name: 'Settings' });
    await expect(panel.getByRole('radio', { name: 'Light' })).toBeChecked();
    await panel.getByRole('radio', { name: 'Light' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(panel.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect.poll(bodyBackground).toBe('rgb(22, 28, 36)');
    await panel.getByRole('radio', { name: 'Purple' }).check();
    await expect(panel.getByRole('radio', { name: 'Purple' })).toBeChecked();
    await screenshot(page, 'settings-dark');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.getByTestId('account-card')).toBeVisible();
    expect(await bodyBackground()).toBe('rgb(22, 28, 36)');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('settings')))!)).toEqual({
      themeMode: 'dark',
      themeDirection: 'ltr',
      themeColor: 'purple',
    });
    await screenshot(page, 'shell-1440-dark');
  });

  test('right-to-left puts the sidebar on the right', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.getByRole('button', { name: 'Settings' }).click();
    await page
      .getByRole('dialog', { name: 'Settings' })
      .getByRole('radio', { name: 'Right to left' })
      .check();
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = await sidebar(page).boundingBox();
    expect(box?.x).toBe(1440 - 280);
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const panel = await page.getByTestId('notifications-popover').boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'shell-1440-rtl');
    await page.keyboard.press('Escape');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect((await sidebar(page).boundingBox())?.x).toBe(1440 - 280);
  });

  test('the account menu shows who is signed in, links Home, Profile and Settings, and logs out to /', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByText(brand.demoAccount.email)).toBeVisible();
    const menu = page.getByRole('menu', { name: 'Account menu' });
    await expect(menu.getByRole('menuitem', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(menu.getByRole('menuitem')).toHaveText(['Home', 'Profile', 'Settings', 'Logout']);
    await expect(menu.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/dashboard/user/profile',
    );
    await expect(menu.getByRole('menuitem', { name: 'Settings' })).toHaveAttribute(
      'href',
      '/dashboard/user/account',
    );
    await screenshot(page, 'account-menu');
    await menu.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  });

  test('after a reload, a loading screen shows until the session is restored, then the dashboard', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page);
    const release = await holdBack(page, '**/api/account/my-account');
    await page.reload();
    const loading = page.getByRole('progressbar', { name: 'Loading' });
    await expect(loading).toBeVisible();
    await expect(loading.locator('svg')).toBeVisible();
    await expect(page.getByTestId('dashboard-sidebar')).toHaveCount(0);
    release();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
    await expect(loading).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('an unknown dashboard address shows not found inside the dashboard, with the way back to it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, '/dashboard/no-such-screen');
    await expect(page).toHaveURL(/\/dashboard\/no-such-screen$/);
    await expect(page).toHaveTitle(`404 Page Not Found | ${brand.productName}`);
    await expect(page.getByRole('heading', { name: 'Sorry, page not found!' })).toBeVisible();
    await expect(sidebar(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard\/app$/);
  });

  test('menus close when the route changes', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signIn(page, '/dashboard/app');
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menu', { name: 'Account menu' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/dashboard');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/dashboard\/app$/);
    await expect(page.getByRole('menu', { name: 'Account menu' })).toHaveCount(0);
  });

  test('no accessibility violations at 390 and 1440 px, light and dark', async ({ page }) => {
    await signIn(page);
    for (const mode of ['light', 'dark'] as const) {
      await page.evaluate((themeMode) => {
        localStorage.setItem(
          'settings',
          JSON.stringify({ themeMode, themeDirection: 'ltr', themeColor: 'default' }),
        );
      }, mode);
      for (const width of [390, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.reload();
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoAxeViolations(page);
        if (width === 390) {
          await screenshot(page, `shell-390-${mode}`);
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await expect(sidebar(page)).toBeVisible();
          await expectNoAxeViolations(page);
        }
      }
    }
  });
});
