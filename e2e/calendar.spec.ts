import { expect, test, type Locator, type Page } from '@playwright/test';
import type { CalendarEvent } from '@/contract/calendar';
import { expectLabelInName } from './accessibility';
import { apiGet, centerOf, dragPointer, expectAxeClean, shot, signInAsNewMember, signInTo, useTheme } from './work-area-helpers';

const DAY = 86_400_000;
const now = new Date();
/** yyyy-MM-dd of a date in the browser's (= this machine's) time zone. */
const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** yyyy-MM-dd of a day of the current month, in the browser's (= this machine's) time zone. */
const dayOfMonth = (day: number) => localDay(new Date(now.getFullYear(), now.getMonth(), day));
/** The same day as the English (British) date field shows it: dd/MM/yyyy. */
const shownDay = (day: number) => dayOfMonth(day).split('-').reverse().join('/');
/** A date field of the event dialog: a picker whose day, month, year (hours, minutes) are typed in turn. */
const dateField = (dialog: Locator, label: string) => dialog.getByRole('group', { name: label });
const shownDate = (dialog: Locator, label: string) => dateField(dialog, label).locator('input');
async function typeDate(page: Page, dialog: Locator, label: string, shown: string) {
  await dateField(dialog, label).getByRole('spinbutton').first().click();
  await page.keyboard.type(shown.replace(/\D/g, ''));
}
const cell = (page: Page, day: number) => page.locator(`td.fc-daygrid-day[data-date="${dayOfMonth(day)}"]`);
const eventsOf = async (page: Page) => (await apiGet<{ events: CalendarEvent[] }>(page, '/api/calendar/events')).events;
const eventNamed = async (page: Page, title: string) => (await eventsOf(page)).find((event) => event.title === title);

test.describe('calendar', () => {
  // Several reloads and axe runs each; the machine is shared.
  test.describe.configure({ timeout: 120_000 });

  test('create by selecting days, edit, drag, resize, delete; each kept after reload', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, '/dashboard/calendar');
    await expect(page).toHaveTitle(/^Calendar \| /);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();

    // Select the 2nd and 3rd of this month (low in the cells, below any event there).
    const low = async (day: number) => {
      const box = (await cell(page, day).boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height - 6 };
    };
    await dragPointer(page, await low(2), await low(3));
    const add = page.getByRole('dialog', { name: 'Add event' });
    await expect(add).toBeVisible();
    await expect(add.getByLabel('All day')).toBeChecked();
    await add.getByLabel('Title').fill('Studio rehearsal');
    await add.getByLabel('Description').fill('Run the new segment twice');
    await add.getByRole('radio', { name: 'Red' }).check();
    await shot(page, 'calendar-dialog-new');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(page.getByText('Event created', { exact: true })).toBeVisible();
    const created = cell(page, 2).locator('.fc-event', { hasText: 'Studio rehearsal' });
    await expect(created).toBeVisible();
    await expect.poll(async () => (await eventNamed(page, 'Studio rehearsal'))?.textColor).toBe('#FF4842');
    const stored = (await eventNamed(page, 'Studio rehearsal'))!;
    expect(stored).toMatchObject({ allDay: true, description: 'Run the new segment twice' });
    expect(Date.parse(stored.end) - Date.parse(stored.start)).toBe(2 * DAY);
    await page.reload();
    await expect(cell(page, 2).locator('.fc-event', { hasText: 'Studio rehearsal' })).toBeVisible();

    // Edit: the end-before-start message first, then a new title.
    await cell(page, 2).locator('.fc-event', { hasText: 'Studio rehearsal' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await expect(edit.getByLabel('Title')).toHaveValue('Studio rehearsal');
    // An all-day event is shown by its days: the 2nd to the 3rd (stored as up to the 4th, 00:00).
    await expect(dateField(edit, 'Start date').getByRole('spinbutton')).toHaveText(['02', /\d\d/, /\d{4}/]);
    await expect(shownDate(edit, 'Start date')).toHaveValue(shownDay(2));
    await expect(shownDate(edit, 'End date')).toHaveValue(shownDay(3));
    await typeDate(page, edit, 'End date', shownDay(1));
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit.getByText('End date must be later than start date')).toBeVisible();
    await shot(page, 'calendar-dialog-end-before-start');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
    await cell(page, 2).locator('.fc-event', { hasText: 'Studio rehearsal' }).click();
    await edit.getByLabel('Title').fill('Studio rehearsal (band)');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Event updated', { exact: true })).toBeVisible();
    await page.reload();
    await expect(cell(page, 2).locator('.fc-event', { hasText: 'Studio rehearsal (band)' })).toBeVisible();
    expect((await eventNamed(page, 'Studio rehearsal (band)'))?.end).toBe(stored.end);

    // Drag it a week later: saved at once.
    const event = () => page.locator('.fc-event', { hasText: 'Studio rehearsal (band)' }).first();
    await dragPointer(page, await centerOf(event()), await centerOf(cell(page, 9)));
    await expect.poll(async () => (await eventNamed(page, 'Studio rehearsal (band)'))?.start).toBe(new Date(Date.parse(stored.start) + 7 * DAY).toISOString());
    await page.reload();
    await expect(cell(page, 9).locator('.fc-event', { hasText: 'Studio rehearsal (band)' })).toBeVisible();

    // Resize its end to the 12th: four days long.
    await event().hover();
    const resizer = event().locator('.fc-event-resizer-end');
    await dragPointer(page, await centerOf(resizer), await centerOf(cell(page, 12)));
    await expect
      .poll(async () => {
        const moved = await eventNamed(page, 'Studio rehearsal (band)');
        return moved && (Date.parse(moved.end) - Date.parse(moved.start)) / DAY;
      })
      .toBe(4);
    await page.reload();
    await expect(cell(page, 9).locator('.fc-event', { hasText: 'Studio rehearsal (band)' })).toBeVisible();
    expect((await eventNamed(page, 'Studio rehearsal (band)'))!.end).toBe(new Date(Date.parse(stored.start) + 11 * DAY).toISOString());

    // Delete.
    await event().click();
    await edit.getByRole('button', { name: 'Delete event' }).click();
    await expect(edit).toBeHidden();
    await expect(page.getByText('Event deleted', { exact: true })).toBeVisible();
    await expect(page.locator('.fc-event', { hasText: 'Studio rehearsal (band)' })).toHaveCount(0);
    await page.reload();
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
    await expect(page.locator('.fc-event', { hasText: 'Studio rehearsal (band)' })).toHaveCount(0);
    expect(await eventNamed(page, 'Studio rehearsal (band)')).toBeUndefined();
  });

  test('the New event button, the views and the toolbar', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, '/dashboard/calendar');
    await page.getByRole('button', { name: 'New event' }).click();
    const add = page.getByRole('dialog', { name: 'Add event' });
    // All day switches the fields to days and back to times.
    await expect(dateField(add, 'Start date').getByRole('spinbutton')).toHaveCount(5);
    await add.getByLabel('All day').check();
    await expect(dateField(add, 'Start date').getByRole('spinbutton')).toHaveCount(3);
    await expect(dateField(add, 'End date').getByRole('spinbutton')).toHaveCount(3);
    await add.getByLabel('All day').uncheck();
    // Day, month, year and the 24-hour clock, as British English writes them.
    await expect(shownDate(add, 'Start date')).toHaveValue(/^\d\d\/\d\d\/\d{4} 09:00$/);
    await expect(shownDate(add, 'End date')).toHaveValue(/^\d\d\/\d\d\/\d{4} 10:00$/);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add.getByText('Title is required')).toBeVisible();
    await add.getByLabel('Title').fill('Call with the producer');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect.poll(async () => (await eventNamed(page, 'Call with the producer'))?.allDay).toBe(false);

    const title = page.getByRole('heading', { level: 2 }).first();
    const month = await title.textContent();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(title).not.toHaveText(month!);
    await page.getByRole('button', { name: 'Today' }).click();
    await expect(title).toHaveText(month!);
    for (const [view, selector] of [['Week', '.fc-timeGridWeek-view'], ['Day', '.fc-timeGridDay-view'], ['Agenda', '.fc-listWeek-view']] as const) {
      await page.getByRole('combobox', { name: /^View/ }).click();
      await page.getByRole('option', { name: view }).click();
      await expect(page.locator(selector)).toBeVisible();
    }
    // The button starts an event at the next full hour: after 23:00 that is tomorrow, maybe in the next week.
    const { start } = (await eventNamed(page, 'Call with the producer'))!;
    const startDay = localDay(new Date(start));
    const startDayRow = page.locator(`.fc-list-day[data-date="${startDay}"]`);
    if (startDay !== localDay(new Date()) && (await startDayRow.count()) === 0) await page.getByRole('button', { name: 'Next' }).click();
    await expect(startDayRow).toBeVisible();
    await expect(page.locator('.fc-list-event', { hasText: 'Call with the producer' })).toBeVisible();
    await shot(page, 'calendar-agenda');
  });

  test('in German and French the date fields read day, month, year and the 24-hour clock of the language', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, '/dashboard/calendar');
    for (const [language, newEvent, dialogName, startLabel, format] of [
      ['de', 'Neuer Termin', 'Termin hinzufügen', 'Beginn', /^\d\d\.\d\d\.\d{4} 09:00$/],
      ['fr', 'Nouvel événement', 'Ajouter un événement', 'Début', /^\d\d\/\d\d\/\d{4} 09:00$/],
    ] as const) {
      await page.evaluate((value) => localStorage.setItem('i18nextLng', value), language);
      await page.reload();
      await page.getByRole('button', { name: newEvent }).click();
      const add = page.getByRole('dialog', { name: dialogName });
      await add.getByRole('switch').check();
      await add.getByRole('switch').uncheck();
      await expect(shownDate(add, startLabel)).toHaveValue(format);
      await expectAxeClean(page);
      await page.keyboard.press('Escape');
      await expect(add).toBeHidden();
    }
  });

  test('label in name (WCAG 2.5.3): day cells, with and without events, in every view', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, '/dashboard/calendar');
    await expect(page.locator('.fc-daygrid-day .fc-event').first()).toBeVisible();
    await expectLabelInName(page);
    // Cells drawn again (another month; a cell given a new event) are named the same way.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectLabelInName(page);
    await page.getByRole('button', { name: 'Today' }).click();
    await page.getByRole('button', { name: 'New event' }).click();
    const add = page.getByRole('dialog', { name: 'Add event' });
    await add.getByLabel('Title').fill('Sound check');
    await typeDate(page, add, 'Start date', `${shownDay(15)} 10:00`);
    await typeDate(page, add, 'End date', `${shownDay(15)} 11:00`);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    await expect(cell(page, 15).locator('.fc-event', { hasText: 'Sound check' })).toBeVisible();
    await expectLabelInName(page);
    for (const [view, selector] of [['Week', '.fc-timeGridWeek-view'], ['Day', '.fc-timeGridDay-view'], ['Agenda', '.fc-listWeek-view']] as const) {
      await page.getByRole('combobox', { name: /^View/ }).click();
      await page.getByRole('option', { name: view }).click();
      await expect(page.locator(selector)).toBeVisible();
      await expectLabelInName(page);
    }
  });

  test("a member sees another's event read-only: no Save or Delete, fields disabled, no drag or resize", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInAsNewMember(page, '/dashboard/calendar');
    // A seeded event belongs to the admin.
    const show = page.locator('.fc-event', { hasText: 'Live show: Evening Edition' }).first();
    await expect(show).toBeVisible();
    await expect(show).not.toHaveClass(/fc-event-draggable/);
    await expect(show).not.toHaveClass(/fc-event-resizable/);
    await show.click();
    const view = page.getByRole('dialog', { name: 'Event' });
    await expect(view).toBeVisible();
    await expect(view.getByLabel('Title')).toHaveValue('Live show: Evening Edition');
    await expect(view.getByLabel('Title')).toBeDisabled();
    await expect(view.getByLabel('Description')).toBeDisabled();
    await expect(view.getByLabel('All day')).toBeDisabled();
    await expect(view.getByRole('radio', { name: 'Red' })).toBeDisabled();
    await expect(view.getByText('Only its creator or an admin can change this event.')).toBeVisible();
    await expect(view.getByRole('button', { name: 'Save changes' })).toHaveCount(0);
    await expect(view.getByRole('button', { name: 'Delete event' })).toHaveCount(0);
    await shot(page, 'calendar-dialog-read-only');
    await view.getByRole('button', { name: 'Close' }).click();
    await expect(view).toBeHidden();

    // The member's own event stays editable.
    await page.getByRole('button', { name: 'New event' }).click();
    const add = page.getByRole('dialog', { name: 'Add event' });
    await add.getByLabel('Title').fill('Member warm-up');
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(add).toBeHidden();
    const own = page.locator('.fc-event', { hasText: 'Member warm-up' }).first();
    await expect(own).toHaveClass(/fc-event-draggable/);
    await own.click();
    const edit = page.getByRole('dialog', { name: 'Edit event' });
    await expect(edit.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await edit.getByRole('button', { name: 'Delete event' }).click();
    await expect(own).toHaveCount(0);
  });

  test('axe clean and screenshots: light, dark, RTL, 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await signInTo(page, '/dashboard/calendar');
    await expect(page.locator('.fc-event').first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'calendar-1440-light');
    await page.locator('.fc-event').first().click();
    const dialog = page.getByRole('dialog', { name: 'Edit event' });
    await expect(dialog).toBeVisible();
    // The theme draws a focused field's label in primary green (3:1 on white, the shell's theme); checked unfocused.
    await dialog.getByRole('heading', { name: 'Edit event' }).click();
    await expectAxeClean(page);
    await page.keyboard.press('Escape');

    await useTheme(page, 'dark', 'ltr');
    await expect(page.locator('.fc-daygrid-day').first()).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'calendar-1440-dark');

    await useTheme(page, 'light', 'rtl');
    await expect(page.locator('.fc-direction-rtl')).toBeVisible();
    await expectAxeClean(page);
    await shot(page, 'calendar-1440-rtl');

    await useTheme(page, 'light', 'ltr');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('.fc-listWeek-view')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAxeClean(page);
    await shot(page, 'calendar-390');
  });
});
