import { expect, test, type Page } from '@playwright/test';
import { expectLabelInName, expectNoAxeViolations } from './accessibility';
import { openPage } from './open-page';
import { failOnPageProblems } from './page-problems';
import { desktop, expectCodeShown, heading, mobile, openEntry, testLooks } from './showcase-helpers';

/** The Extra pages of this spec in the overview's order, with their English titles. */
const entries = [
  { slug: 'copy-to-clipboard', title: 'Copy to clipboard' },
  { slug: 'carousel', title: 'Carousel' },
  { slug: 'multi-language', title: 'Multi-language' },
  { slug: 'animate', title: 'Animate' },
  { slug: 'mega-menu', title: 'Mega menu' },
];

failOnPageProblems();

const readClipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test.describe('components showcase: Extra pages (copy-to-clipboard, carousel, multi-language, animate, mega-menu)', () => {
  test('/components lists the cards under the Extra heading, in order', async ({ page }) => {
    await page.setViewportSize(desktop);
    await openPage(page, '/components');
    const group = page.getByRole('region', { name: 'Extra' });
    await expect(group.getByRole('heading', { level: 2 })).toHaveText('Extra');
    const titles = await group.getByRole('heading', { level: 3 }).allTextContents();
    const mine = entries.map(({ title }) => title);
    expect(titles.filter((title) => mine.includes(title))).toEqual(mine);
    await group.getByRole('link', { name: /^Copy to clipboard/ }).click();
    await expect(page).toHaveURL(/\/components\/copy-to-clipboard$/);
    await expect(heading(page)).toHaveText('Copy to clipboard');
  });

  test('copy-to-clipboard: a field, a double-clicked paragraph and a snippet land on the clipboard', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openEntry(page, 'copy-to-clipboard', 'Copy to clipboard');

    const field = page.getByRole('region', { name: 'From a text field' });
    await field.getByRole('textbox', { name: 'Invitation link' }).fill('https://ardent.studio/invite/ABC');
    await field.getByRole('button', { name: 'Copy the link' }).click();
    await expect(field.getByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(field.getByTestId('copy-feedback')).toHaveText('Copied https://ardent.studio/invite/ABC');
    await expect(field.getByRole('status')).toHaveText('Copied https://ardent.studio/invite/ABC');
    expect(await readClipboard(page)).toBe('https://ardent.studio/invite/ABC');
    // The moment passes and the button is a copy button again.
    await expect(field.getByRole('button', { name: 'Copy the link' })).toBeVisible();

    const paragraphBlock = page.getByRole('region', { name: 'Double-click a paragraph' });
    const paragraph =
      'Our studio opens at nine on weekdays. Bring your invitation and a photo ID to the front desk.';
    await paragraphBlock.getByTestId('copy-paragraph').dblclick();
    await expect(paragraphBlock.getByText('Copied', { exact: true })).toBeVisible();
    await expect(paragraphBlock.getByRole('status')).toHaveText(`Copied ${paragraph}`);
    expect(await readClipboard(page)).toBe(paragraph);

    const snippets = page.getByRole('region', { name: 'Code snippets' });
    await snippets.getByRole('button', { name: 'Copy terminal' }).click();
    await expect(snippets.getByRole('button', { name: 'Copied terminal' })).toBeVisible();
    expect(await readClipboard(page)).toBe('npm install && npm run dev');
    await snippets.getByRole('button', { name: 'Copy use-copy-text.ts' }).click();
    expect(await readClipboard(page)).toContain('const { copied, copy } = useCopyText();\n');

    await expectCodeShown(
      field,
      'copy-to-clipboard',
      'text-field-copy-demo.tsx',
      'export function TextFieldCopyDemo',
    );
  });

  test('carousel: arrows, dots, keys and a swipe turn it; autoplay pauses; several, thumbnails, captions', async ({
    page,
  }) => {
    await openEntry(page, 'carousel', 'Carousel');
    const basic = page.getByRole('region', { name: 'Arrows and dots' });
    const position = basic.getByTestId('basic-position');
    await expect(position).toHaveText('Slide 1 of 5');
    await basic.getByRole('button', { name: 'Next slide' }).click();
    await expect(position).toHaveText('Slide 2 of 5');
    await expect(basic.getByRole('group', { name: 'Slide 2 of 5' })).toBeVisible();
    await expect(basic.getByRole('img', { name: 'Panel on the future of cities' })).toBeVisible();
    await basic.getByRole('button', { name: 'Go to slide 5' }).click();
    await expect(position).toHaveText('Slide 5 of 5');
    await expect(basic.getByRole('button', { name: 'Go to slide 5' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await basic.getByRole('button', { name: 'Next slide' }).click();
    await expect(position).toHaveText('Slide 1 of 5');

    const viewport = basic.getByRole('region', { name: 'Stage photos' });
    await viewport.focus();
    await page.keyboard.press('ArrowRight');
    await expect(position).toHaveText('Slide 2 of 5');
    await page.keyboard.press('End');
    await expect(position).toHaveText('Slide 5 of 5');
    await page.keyboard.press('Home');
    await expect(position).toHaveText('Slide 1 of 5');
    // A drag towards the start, as a finger swipes, brings the next photo.
    const box = (await viewport.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.7, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.up();
    await expect(position).toHaveText('Slide 2 of 5');

    const autoplay = page.getByRole('region', { name: 'Autoplay' });
    const state = autoplay.getByTestId('autoplay-state');
    await page.mouse.move(0, 0);
    await autoplay.getByRole('button', { name: 'Pause' }).scrollIntoViewIfNeeded();
    await expect(state).toHaveText('Turning by itself every four seconds.');
    await expect(autoplay.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
      {
        timeout: 8000,
      },
    );
    await autoplay.getByRole('button', { name: 'Pause' }).click();
    await expect(state).toHaveText('Stopped.');
    await expect(autoplay.getByRole('button', { name: 'Play' })).toBeVisible();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(state).toHaveText('Not turning by itself: your system asks for reduced motion.');
    await expect(autoplay.getByRole('button', { name: 'Play' })).toBeDisabled();
    await page.emulateMedia({ reducedMotion: 'no-preference' });

    const multiple = page.getByRole('region', { name: 'Several per view' });
    const range = multiple.getByTestId('multiple-range');
    await expect(range).toHaveText('Showing 1–3 of 8');
    await expect(multiple.getByRole('group')).toHaveCount(3);
    await multiple.getByRole('button', { name: 'Next slide' }).click();
    await expect(range).toHaveText('Showing 2–4 of 8');
    await multiple.getByRole('region', { name: 'Photo cards' }).press('End');
    await expect(range).toHaveText('Showing 6–8 of 8');
    await expect(multiple.getByRole('button', { name: 'Next slide' })).toBeHidden();

    const thumbnails = page.getByRole('region', { name: 'With thumbnails' });
    const strip = thumbnails.getByRole('group', { name: 'Thumbnails' });
    await strip.getByRole('button', { name: 'Go to slide 4' }).click();
    await expect(strip.getByRole('button', { name: 'Go to slide 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(thumbnails.getByTestId('thumbnails-shown')).toHaveAttribute(
      'alt',
      'Closing remarks at a design festival',
    );

    const captions = page.getByRole('region', { name: 'With captions' });
    await expect(captions.getByRole('group', { name: 'Opening night' })).toContainText(
      'Two thousand guests and a stage built in a single day.',
    );
    await captions.getByRole('button', { name: 'Next slide' }).click();
    await expect(captions.getByRole('group', { name: 'Backstage' })).toBeVisible();
    await expect(captions.getByRole('group', { name: 'Opening night' })).toBeHidden();

    await expectCodeShown(basic, 'carousel', 'basic-carousel-demo.tsx', 'export function BasicCarouselDemo');
  });

  test('multi-language: German and French change the whole page, then back to English', async ({ page }) => {
    await openEntry(page, 'multi-language', 'Multi-language');
    const block = page.getByRole('region', { name: 'Switch the language' });
    // The blocks' names change with the language; the sample texts are found by their test id.
    const samples = page.getByTestId('sample-texts');
    await expect(samples).toContainText('Welcome to the studio');
    const formats = page.getByRole('region', { name: 'Dates, numbers and money' });
    await expect(formats.getByTestId('formatted-Currency')).toHaveText('€1,234.50');

    await block.getByRole('button', { name: 'Deutsch' }).click();
    await expect(heading(page)).toHaveText('Mehrsprachigkeit');
    await expect(samples).toContainText('Willkommen im Studio');
    await expect(samples).toContainText('Aktuelle Sprache: Deutsch');
    await expect(page.getByRole('region', { name: 'Sprache wechseln' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Code anzeigen' }).first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const germanFormats = page.getByRole('region', { name: 'Datum, Zahlen und Geld' });
    await expect(germanFormats.getByTestId('formatted-Währung')).toHaveText('1.234,50 €');
    await expect(germanFormats.getByTestId('formatted-Datum')).toContainText('Freitag, 20. November 2026');

    await page
      .getByRole('region', { name: 'Sprache wechseln' })
      .getByRole('button', { name: 'Français' })
      .click();
    await expect(heading(page)).toHaveText('Multilingue');
    await expect(samples).toContainText('Bienvenue au studio');
    await expect(page.getByRole('button', { name: 'Afficher le code' }).first()).toBeVisible();
    const plural = page.getByRole('region', { name: 'Pluriels' });
    await expect(plural.getByTestId('plural-text')).toHaveText('1 message non lu');
    await plural.getByRole('button', { name: 'Un de moins' }).click();
    await expect(plural.getByTestId('plural-text')).toHaveText('0 message non lu');
    await plural.getByRole('button', { name: 'Un de plus' }).click();
    await plural.getByRole('button', { name: 'Un de plus' }).click();
    await expect(plural.getByTestId('plural-text')).toHaveText('2 messages non lus');

    await page
      .getByRole('region', { name: 'Changer de langue' })
      .getByRole('button', { name: 'English' })
      .click();
    await expect(heading(page)).toHaveText('Multi-language');
    await expect(samples).toContainText('Welcome to the studio');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // English counts zero as plural.
    const englishPlural = page.getByRole('region', { name: 'Plurals' });
    await englishPlural.getByRole('button', { name: 'One fewer' }).click();
    await englishPlural.getByRole('button', { name: 'One fewer' }).click();
    await expect(englishPlural.getByTestId('plural-text')).toHaveText('0 unread messages');

    const direction = page.getByRole('region', { name: 'Reading direction' });
    await direction.getByRole('switch', { name: 'Right to left' }).check();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(direction.getByTestId('current-direction')).toHaveText('Direction: rtl');
    await direction.getByRole('switch', { name: 'Right to left' }).uncheck();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    await expectCodeShown(
      block,
      'multi-language',
      'language-switch-demo.tsx',
      'export function LanguageSwitchDemo',
    );
  });

  test('animate: presets replay, cards come in on scroll, a list staggers, reduced motion stands still', async ({
    page,
  }) => {
    await openEntry(page, 'animate', 'Animate');
    const gallery = page.getByRole('region', { name: 'Motion presets' });
    await expect(gallery.getByRole('button', { name: /^Replay / })).toHaveCount(16);
    for (const family of ['Fade', 'Zoom', 'Slide', 'Bounce'])
      await expect(gallery.getByRole('heading', { name: family, level: 3 })).toBeVisible();
    // A replay mounts the box afresh: its animation starts again, later on the page's clock.
    const startedAt = () =>
      gallery
        .getByTestId('preset-bounceInUp')
        .evaluate((node) => Number(node.getAnimations()[0]?.startTime ?? Number.NaN));
    const firstStart = await startedAt();
    expect(firstStart).toBeGreaterThanOrEqual(0);
    await gallery.getByRole('button', { name: 'Replay bounceInUp' }).click();
    await expect.poll(startedAt).toBeGreaterThan(firstStart);

    const inView = page.getByRole('region', { name: 'Scroll into view' });
    const scroller = inView.getByRole('region', { name: 'Cards that come in as you scroll' });
    await scroller.scrollIntoViewIfNeeded();
    const lastCard = inView.getByTestId('in-view-fade');
    await expect(lastCard).toHaveAttribute('data-animate', 'waiting');
    await expect(lastCard).toHaveCSS('opacity', '0');
    await scroller.evaluate((node) => node.scrollTo({ top: node.scrollHeight }));
    await expect(lastCard).toHaveAttribute('data-animate', 'in');
    await expect(lastCard).toHaveCSS('opacity', '1');
    await inView.getByRole('button', { name: 'Start over' }).click();
    await expect(inView.getByTestId('in-view-fade')).toHaveAttribute('data-animate', 'waiting');

    const stagger = page.getByRole('region', { name: 'Staggered list' });
    await stagger.getByRole('combobox', { name: 'Preset' }).click();
    await page.getByRole('option', { name: 'zoomIn' }).click();
    const rows = stagger.getByTestId('staggered-list').getByRole('listitem');
    await expect(rows).toHaveCount(5);
    await expect(rows.nth(2)).toHaveCSS('animation-delay', '0.18s');
    await expect(rows.nth(4)).toContainText('delay: 360ms');
    await stagger.getByRole('button', { name: 'Replay the list' }).click();
    await expect(rows.first()).toContainText('Ada Lovelace');

    const reduced = page.getByRole('region', { name: 'Reduced motion' });
    await expect(reduced.getByTestId('motion-preference')).toHaveText(
      'Your system allows motion: the ball below bounces in.',
    );
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(reduced.getByTestId('motion-preference')).toHaveText(
      'Your system asks for reduced motion: the ball below appears without moving.',
    );
    await reduced.getByRole('button', { name: 'Play again' }).click();
    await expect(reduced.getByTestId('reduced-motion-sample')).toHaveCSS('animation-name', 'none');
    await expect(reduced.getByTestId('reduced-motion-sample')).toBeVisible();

    await expectCodeShown(gallery, 'animate', 'preset-gallery-demo.tsx', 'export function PresetGalleryDemo');
  });

  test('mega-menu: the bar and the side list open panels by mouse and keys, a link says it was chosen', async ({
    page,
  }) => {
    await openEntry(page, 'mega-menu', 'Mega menu');
    const horizontal = page.getByRole('region', { name: 'Horizontal' });
    const bar = horizontal.getByRole('navigation', { name: 'Main menu' });
    const chosen = horizontal.getByTestId('horizontal-chosen');
    await expect(chosen).toHaveText('No link chosen yet.');
    await bar.getByRole('button', { name: 'Services' }).click();
    await expect(bar.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await expect(horizontal.getByRole('heading', { name: 'Speaking', level: 3 })).toBeVisible();
    await expect(horizontal.getByRole('link', { name: 'Check the dates' })).toBeVisible();
    await expectNoAxeViolations(page);
    await horizontal.getByRole('link', { name: 'Workshops' }).click();
    await expect(chosen).toHaveText('You chose: Services › Workshops');
    await expect(horizontal.getByRole('link', { name: 'Workshops' })).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Services' })).toBeFocused();

    await page.keyboard.press('ArrowRight');
    await expect(bar.getByRole('button', { name: 'Media' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(horizontal.getByRole('link', { name: 'Showreel' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(horizontal.getByRole('link', { name: 'Interviews' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(horizontal.getByRole('link', { name: 'Interviews' })).toBeHidden();
    await expect(bar.getByRole('button', { name: 'Media' })).toBeFocused();
    await expect(bar.getByRole('button', { name: 'Media' })).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('End');
    await expect(horizontal.getByRole('link', { name: 'Watch it' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveText('You chose: Media › The new showreel');
    // A click elsewhere closes an open panel.
    await bar.getByRole('button', { name: 'Company' }).click();
    await expect(horizontal.getByRole('link', { name: 'Careers' })).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(horizontal.getByRole('link', { name: 'Careers' })).toBeHidden();

    const vertical = page.getByRole('region', { name: 'Vertical' });
    const side = vertical.getByRole('navigation', { name: 'Side menu' });
    await side.getByRole('button', { name: 'Services' }).focus();
    await page.keyboard.press('ArrowDown');
    await expect(side.getByRole('button', { name: 'Media' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(vertical.getByRole('link', { name: 'Showreel' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(vertical.getByRole('link', { name: 'Showreel' })).toBeHidden();
    await expect(side.getByRole('button', { name: 'Media' })).toBeFocused();
    await side.getByRole('button', { name: 'Company' }).click();
    await vertical.getByRole('link', { name: 'Booking enquiries' }).click();
    await expect(vertical.getByTestId('vertical-chosen')).toHaveText(
      'You chose: Company › Booking enquiries',
    );

    await expectCodeShown(
      horizontal,
      'mega-menu',
      'horizontal-mega-menu-demo.tsx',
      'export function HorizontalMegaMenuDemo',
    );
  });

  test('mega-menu: on a phone the drawer folds its sections, a link closes it, Escape returns the focus', async ({
    page,
  }) => {
    await page.setViewportSize(mobile);
    await openPage(page, '/components/mega-menu');
    const block = page.getByRole('region', { name: 'Mobile' });
    await block.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    // Axe and the keys act on the drawer once it has slid in, as a person would.
    await expect(drawer).toBeInViewport({ ratio: 1 });
    await expect(drawer.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('link', { name: 'Keynotes' })).toBeVisible();
    await expectNoAxeViolations(page);
    await drawer.getByRole('button', { name: 'Media' }).click();
    await expect(drawer.getByRole('link', { name: 'Keynotes' })).toBeHidden();
    await drawer.getByRole('link', { name: 'Press kit' }).click();
    await expect(drawer).toBeHidden();
    await expect(block.getByTestId('mobile-chosen')).toHaveText('You chose: Media › Press kit');

    await block.getByRole('button', { name: 'Menu' }).click();
    await expect(drawer).toBeInViewport({ ratio: 1 });
    await expect(drawer.getByRole('button', { name: 'Close the menu' })).toBeVisible();
    await expect.poll(() => drawer.evaluate((paper) => paper.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(block.getByRole('button', { name: 'Menu' })).toBeFocused();
  });

  test("every page: each control's name holds the words it shows (WCAG 2.5.3)", async ({ page }) => {
    await page.setViewportSize(desktop);
    for (const { slug, title } of entries) {
      await openPage(page, `/components/${slug}`);
      await expect(heading(page)).toHaveText(title);
      await expectLabelInName(page);
    }
  });

  testLooks(
    entries.map(({ slug }) => `/components/${slug}`),
    [
      { themeMode: 'light', themeDirection: 'ltr', viewport: mobile },
      { themeMode: 'dark', themeDirection: 'ltr', viewport: desktop },
      { themeMode: 'dark', themeDirection: 'rtl', viewport: desktop },
    ],
  );
});
