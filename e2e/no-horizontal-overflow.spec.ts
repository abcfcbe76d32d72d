import { expect, test, type Page } from '@playwright/test';
import type { BlogPostsPageResponse } from '@/contract/blog';
import type { ConversationsResponse } from '@/contract/chat';
import type { MailsResponse } from '@/contract/mail';
import type { ProductSearchResponse } from '@/contract/product-catalogue';
import type { ManagedUserListResponse } from '@/contract/user-list-query';
import { toSlug } from '@/contract/slug';
import { paths } from '@/web/lib/paths';
import { openPage } from './open-page';
import { apiGet, signInTo } from './work-area-helpers';

// Nothing on any screen may scroll sideways, from a 320 px phone to a 1440 px desktop (issue 19 item 1).

const widths = [1440, 390, 320];

const publicPaths = [
  paths.home,
  ...Object.values(paths.site),
  paths.notFound,
  paths.serverError,
  paths.auth.login,
  paths.auth.register,
  paths.auth.resetPassword,
  paths.auth.verify,
  paths.docs.root,
];

const shop = paths.dashboard.eCommerce;
const dashboardPaths = [
  paths.dashboard.app,
  shop.shop,
  shop.list,
  shop.newProduct,
  shop.checkout,
  shop.invoice(),
  paths.dashboard.blog.posts,
  paths.dashboard.blog.newPost,
  paths.dashboard.user.newUser,
  paths.dashboard.calendar,
  paths.dashboard.kanban,
  paths.dashboard.user.account,
  paths.dashboard.user.profile,
  paths.dashboard.user.cards,
  paths.dashboard.user.list,
  paths.dashboard.mail.label('inbox'),
  paths.dashboard.mail.customLabel('social'),
  paths.dashboard.chat.root,
  paths.dashboard.chat.newConversation,
];

/** The elements that reach past the right (or, right to left, the left) edge of the viewport. */
async function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > root.clientWidth + 1 || box.left < -1);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, wide };
  });
}

async function expectNoOverflow(page: Page, path: string) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    // Layouts change at breakpoints on resize; give them two frames.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect.soft(await overflowOf(page), `${path} at ${width} px`).toBeNull();
  }
}

test.describe('no horizontal overflow at 320, 390 and 1440 px', () => {
  test('public, sign-in and docs screens', async ({ page }) => {
    test.setTimeout(120_000);
    for (const path of publicPaths) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await openPage(page, path);
      await expectNoOverflow(page, path);
    }
  });

  for (const direction of ['ltr', 'rtl'] as const) {
    test(`dashboard screens, ${direction === 'ltr' ? 'left to right' : 'right to left'}`, async ({ page }) => {
      // About 25 screens at three widths each.
      test.setTimeout(300_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await signInTo(page, paths.dashboard.app);
      const { products } = await apiGet<ProductSearchResponse>(page, '/api/products/search?pageSize=1');
      const { results: posts } = await apiGet<BlogPostsPageResponse>(page, '/api/blog/posts');
      const { mails } = await apiGet<MailsResponse>(page, '/api/mail/mails?systemLabel=inbox&limit=1');
      const { conversations } = await apiGet<ConversationsResponse>(page, '/api/chat/conversations');
      // A seeded account's edit form: the one of the longest name on the first page.
      const { users } = await apiGet<ManagedUserListResponse>(page, '/api/user/manage-users?orderBy=name');
      const [longest] = [...users].sort((a, b) => b.name.length - a.name.length);
      const withData = [
        ...dashboardPaths,
        shop.product(toSlug(products[0]!.name)),
        paths.dashboard.blog.post(toSlug(posts[0]!.title)),
        paths.dashboard.mail.mail('inbox', mails[0]!.id),
        paths.dashboard.chat.conversation(conversations[0]!.id),
        paths.dashboard.user.editUser(longest!.username),
      ];
      await page.evaluate(
        (themeDirection) =>
          localStorage.setItem('settings', JSON.stringify({ themeMode: 'light', themeDirection, themeColor: 'default' })),
        direction,
      );
      for (const path of withData) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await openPage(page, path);
        await expect(page.getByRole('main')).toBeVisible();
        await expectNoOverflow(page, `${path} (${direction})`);
      }
    });
  }
});
