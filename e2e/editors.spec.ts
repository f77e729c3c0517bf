import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { editorAccounts, presetConsentState, screenshotPath, siteUrl, WCAG_TAGS } from './support';

// The editors' admin: a brand editor works in German, and schedules a banner that shows on the site only between its
// start and its end, or only once its scheduled publish has run; bad dates are refused in the editor's language and
// nothing is saved or published. One browser, serial: the
// language is the editor's choice in this browser (Payload keeps it in a cookie).
test.describe.configure({ mode: 'serial' });

const HOST = 'brand-c.localhost';
const RUN = Date.now().toString(36);
const admin = (pathname = '') => siteUrl('localhost', `/admin${pathname}`);

let page: Page;
let request: APIRequestContext;
const created: { banners: number[]; pages: number[] } = { banners: [], pages: [] };

/** The CMS REST API as the signed-in editor in this browser (session and language cookies). */
const cms = async (pathname: string, method = 'GET', body?: unknown) => {
  const response = await request.fetch(siteUrl('localhost', `/cms-api${pathname}`), {
    method,
    headers: { 'content-type': 'application/json' },
    data: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status(), json: (await response.json().catch(() => ({}))) as Record<string, unknown> };
};

const bannersNamed = async (name: string) =>
  ((await cms(`/banners?where[name][equals]=${encodeURIComponent(name)}&depth=0`)).json.docs as unknown[]).length;

test.beforeAll(async ({ browser }) => {
  const context = await browser.newContext();
  page = await context.newPage();
  request = context.request;
  const editor = editorAccounts().find((account) => account.role === 'editor' && account.site === 'brand-c')!;
  await page.goto(admin('/login'));
  await page.getByLabel(/email/i).fill(editor.email);
  await page
    .getByLabel(/password/i)
    .first()
    .fill(editor.password);
  await page.getByRole('button', { name: /login/i }).click();
  await expect(page.getByRole('link', { name: /pages/i }).first()).toBeVisible({ timeout: 30_000 });
});

test.afterAll(async () => {
  for (const id of created.banners) await cms(`/banners/${id}`, 'DELETE');
  for (const id of created.pages) await cms(`/pages/${id}`, 'DELETE');
  await page?.context().close();
});

test('the editor switches the admin to German in the account; our collections speak German', async () => {
  await page.goto(admin('/account'));
  const select = page.locator('#language-select');
  await select.click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  // Payload's own texts and ours: the navigation, the banner form's labels, descriptions and choices.
  await expect(page.getByRole('link', { name: 'Seiten', exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await page.goto(admin('/collections/banners/create'));
  await expect(page.locator('label[for="field-startsAt"]')).toHaveText('Anzeigen ab', { timeout: 20_000 });
  await expect(page.locator('label[for="field-endsAt"]')).toHaveText('Anzeigen bis');
  await expect(page.getByText('Das Banner erscheint ab diesem Zeitpunkt. Leer = sofort.')).toBeVisible();
  await expect(page.locator('label[for="field-headline"]')).toContainText('Überschrift');
  await expect(page.locator('#field-position')).toContainText('Modal (mittig über der Seite)');
  // Banners have drafts: saved as a draft, or published.
  await expect(page.getByRole('button', { name: 'Entwurf speichern' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Änderungen veröffentlichen' })).toBeVisible();
  await page.screenshot({ path: screenshotPath('editors-banner-de') });
});

test('axe: the banner form has no WCAG A/AA violations in our fields', async () => {
  await page.goto(admin('/collections/banners/create'));
  await expect(page.locator('#field-startsAt')).toBeVisible({ timeout: 20_000 });
  // Scoped to the fields this product adds (Payload's own chrome is Payload's: the whole form's findings are printed).
  const fields = ['name', 'headline', 'text', 'startsAt', 'endsAt', 'position', 'timer', 'icon', 'link', 'pages'];
  await page.evaluate((names) => {
    for (const name of names)
      document.getElementById(`field-${name}`)?.closest('.field-type')?.setAttribute('data-e2e-ours', '');
  }, fields);
  expect(await page.locator('[data-e2e-ours]').count()).toBe(fields.length);
  // Inside them, Payload's own widgets are left out: its select and relationship inputs (react-select) and its date
  // picker's input have no accessible name, and its select's dropdown indicator is focusable inside aria-hidden —
  // Payload's markup, the same on every field of every collection.
  const ours = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .include('[data-e2e-ours]')
    .exclude('.rs__indicators')
    .exclude('.rs__input-container input')
    .exclude('.react-datepicker__input-container input')
    .analyze();
  const summary = (violations: typeof ours.violations) =>
    violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
  expect(summary(ours.violations)).toEqual([]);
  const whole = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  if (whole.violations.length) console.log('axe, whole banner form (Payload UI):', summary(whole.violations));
});

test('bad dates: a German message, and nothing is saved', async () => {
  // In the form: an end already over.
  const name = `Editors ${RUN} vorbei`;
  await page.goto(admin('/collections/banners/create'));
  await page.locator('#field-name').fill(name);
  await page.locator('#field-headline').fill('Vorbei');
  const past = new Date(Date.now() - 86_400_000);
  await pickDate(page, 'endsAt', past);
  await expect(page.locator('#field-endsAt input')).not.toHaveValue('');
  // Saved once the form has taken the date (a click while the calendar closes can be lost: then it is sent again).
  await expect(async () => {
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(
      page.getByText(
        'Das Ende liegt bereits in der Vergangenheit: bitte einen späteren Zeitpunkt wählen oder das Feld leer lassen.',
      ),
    ).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
  expect(await bannersNamed(name)).toBe(0);

  // Through the API, in the editor's language (the language cookie): end before start, end over.
  const site = await brandSite();
  const soon = Date.now() + 3_600_000;
  const endBeforeStart = await cms('/banners', 'POST', {
    name: `Editors ${RUN} verkehrt`,
    headline: 'Verkehrt',
    tenant: site,
    startsAt: new Date(soon).toISOString(),
    endsAt: new Date(soon - 60_000).toISOString(),
  });
  expect(endBeforeStart.status).toBe(400);
  expect(JSON.stringify(endBeforeStart.json)).toContain('Das Ende muss nach dem Beginn liegen.');
  expect(await bannersNamed(`Editors ${RUN} verkehrt`)).toBe(0);
  const over = await cms('/banners', 'POST', {
    name: `Editors ${RUN} abgelaufen`,
    headline: 'Abgelaufen',
    tenant: site,
    endsAt: new Date(Date.now() - 1_000).toISOString(),
  });
  expect(over.status).toBe(400);
  expect(JSON.stringify(over.json)).toContain('Das Ende liegt bereits in der Vergangenheit');
  expect(await bannersNamed(`Editors ${RUN} abgelaufen`)).toBe(0);
});

test('a show-from time typed the German way (24.12.2030 18:30) is read as that moment and shown so again', async () => {
  const name = `Editors ${RUN} getippt`;
  await page.goto(admin('/collections/banners/create'));
  await page.locator('#field-name').fill(name);
  await page.locator('#field-headline').fill('Getippt');
  const startsAt = page.locator('#field-startsAt input');
  await startsAt.fill('24.12.2030 18:30');
  await page.locator('#field-headline').click(); // leaves the field; its calendar closes
  await expect(startsAt).toHaveValue('24.12.2030 18:30');
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect(page).toHaveURL(/\/collections\/banners\/\d+/, { timeout: 15_000 });
  // The browser's own time zone, as the editor meant it.
  const meant = await page.evaluate(() => new Date(2030, 11, 24, 18, 30).toISOString());
  await expect
    .poll(
      async () =>
        (
          (await cms(`/banners?where[name][equals]=${encodeURIComponent(name)}&draft=true&depth=0`)).json.docs as {
            startsAt?: string;
          }[]
        )[0]?.startsAt,
    )
    .toBe(meant);
  await page.reload();
  await expect(page.locator('#field-startsAt input')).toHaveValue('24.12.2030 18:30', { timeout: 20_000 });
});

test('a scheduled banner appears on the site at its start and disappears at its end', async ({ browser }) => {
  test.setTimeout(120_000);
  const site = await brandSite();
  // A page of its own, so the banner opens on no page another suite is looking at.
  const pageDoc = await cms('/pages?locale=de', 'POST', {
    title: `Termine ${RUN}`,
    slug: `termine-${RUN}`,
    tenant: site,
    _status: 'published',
  });
  expect(pageDoc.status, JSON.stringify(pageDoc.json)).toBe(201);
  const pageId = (pageDoc.json.doc as { id: number }).id;
  created.pages.push(pageId);
  const path = `/de/de/termine-${RUN}`;

  const startsAt = Date.now() + 10_000;
  const endsAt = startsAt + 12_000;
  const banner = await cms('/banners?locale=de', 'POST', {
    name: `Editors ${RUN} geplant`,
    headline: `Gleich geht es los ${RUN}`,
    tenant: site,
    _status: 'published',
    position: 'modal',
    pages: [pageId],
    startsAt: new Date(startsAt).toISOString(),
    endsAt: new Date(endsAt).toISOString(),
  });
  expect(banner.status, JSON.stringify(banner.json)).toBe(201);
  created.banners.push((banner.json.doc as { id: number }).id);

  const visitorContext = await browser.newContext({ storageState: presetConsentState() });
  const visitor = await visitorContext.newPage();
  const dialog = visitor.locator('.sk-banner dialog', { hasText: `Gleich geht es los ${RUN}` });
  const open = async () => {
    await visitor.goto(siteUrl(HOST, path));
    await expect(visitor.locator('html[data-site-kit="ready"]')).toBeAttached();
  };
  // Before its start: not shown.
  await open();
  expect(Date.now()).toBeLessThan(startsAt);
  await expect(dialog).toBeHidden();
  // From its start: shown on the next page load.
  await visitor.waitForTimeout(Math.max(0, startsAt - Date.now()));
  await expect(async () => {
    await open();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  expect(Date.now()).toBeLessThan(endsAt);
  await visitor.screenshot({ path: screenshotPath('editors-banner-scheduled') });
  // At its end it goes from the open page, and a new page load does not bring it back.
  await expect(dialog).toBeHidden({ timeout: endsAt - Date.now() + 5_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
  await open();
  await expect(dialog).toBeHidden();
  await visitorContext.close();
});

/** The texts of Payload's schedule drawer in the admin's language. */
const SCHEDULE_DRAWER = {
  de: { open: 'Veröffentlichungsplanung', publish: 'Veröffentlichen', save: 'Speichern' },
  en: { open: 'Schedule Publish', publish: 'Publish', save: 'Save' },
} as const;

/** Schedules the document's publication at `at` through Payload's drawer, as the editor does; the drawer, still open. */
async function scheduleInDrawer(editor: Page, lang: keyof typeof SCHEDULE_DRAWER, documentPath: string, at: Date) {
  const texts = SCHEDULE_DRAWER[lang];
  await editor.goto(admin(documentPath));
  await editor.locator('.btn--withPopup .popup-button').first().click();
  await editor.getByText(texts.open, { exact: true }).click();
  const drawer = editor.locator('dialog.schedule-publish');
  await drawer.locator('.schedule-publish__type').getByText(texts.publish, { exact: true }).click();
  await drawer.locator('.react-datepicker__input-container input').fill(typedPickerTime(at));
  await drawer.locator('.schedule-publish__drawer-header h2').click();
  await drawer.getByRole('button', { name: texts.save, exact: true }).click();
  return drawer;
}

test('a banner’s scheduled publish: a time already past is refused in German; the banner is on the site within a minute of its time, as published, until its show until', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const site = await brandSite();
  const pageDoc = await cms('/pages?locale=de', 'POST', {
    title: `Aktion ${RUN}`,
    slug: `aktion-${RUN}`,
    tenant: site,
    _status: 'published',
  });
  expect(pageDoc.status, JSON.stringify(pageDoc.json)).toBe(201);
  created.pages.push((pageDoc.json.doc as { id: number }).id);
  const headline = `Jetzt live ${RUN}`;
  // The next full minute but one (the schedule's picker takes minutes); shown until 40 s after it.
  const when = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const endsAt = when.getTime() + 40_000;
  const draft = await cms('/banners?locale=de&draft=true', 'POST', {
    name: `Editors ${RUN} Veröffentlichung geplant`,
    headline,
    tenant: site,
    position: 'modal',
    pages: [(pageDoc.json.doc as { id: number }).id],
    endsAt: new Date(endsAt).toISOString(),
    _status: 'draft',
  });
  expect(draft.status, JSON.stringify(draft.json)).toBe(201);
  const id = (draft.json.doc as { id: number }).id;
  created.banners.push(id);
  const status = async () => (await cms(`/banners/${id}?depth=0&draft=true`)).json._status;

  const visitorContext = await browser.newContext({ storageState: presetConsentState() });
  const visitor = await visitorContext.newPage();
  const dialog = (text: string) => visitor.locator('.sk-banner dialog', { hasText: text });
  const open = async () => {
    await visitor.goto(siteUrl(HOST, `/de/de/aktion-${RUN}`));
    await expect(visitor.locator('html[data-site-kit="ready"]')).toBeAttached();
  };
  // Never published: not on the site.
  await open();
  await expect(dialog(headline)).toBeHidden();

  // Payload's schedule drawer, in German.
  const schedule = (at: Date) => scheduleInDrawer(page, 'de', `/collections/banners/${id}`, at);

  // A time already past: refused with a German message, nothing queued; the banner stays a draft through a run of
  // the queue (every 15 s) and is not on the site.
  // (Earlier today: the picker itself takes no earlier day.)
  const startOfDay = new Date().setUTCHours(0, 0, 0, 0);
  const pastDrawer = await schedule(new Date(Math.max(Date.now() - 3_600_000, startOfDay)));
  await expect(
    page.getByText('Dieser Zeitpunkt liegt bereits in der Vergangenheit: bitte einen künftigen Zeitpunkt wählen.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Erfolgreich geplant.')).toBeHidden();
  await expect(pastDrawer.getByText('Keine bevorstehenden Ereignisse geplant.')).toBeVisible();
  await page.waitForTimeout(16_000);
  expect(await status()).toBe('draft');
  await open();
  await expect(dialog(headline)).toBeHidden();

  // Its time ahead: listed as upcoming, then on the site within a minute of it.
  const drawer = await schedule(when);
  await expect(drawer.getByRole('row').filter({ hasText: 'Veröffentlichen' })).toHaveCount(1, { timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(async () => {
    await open();
    await expect(dialog(headline)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: when.getTime() - Date.now() + 60_000, intervals: [3_000] });
  expect(Date.now()).toBeGreaterThanOrEqual(when.getTime());
  expect(Date.now()).toBeLessThan(when.getTime() + 60_000);
  expect(await status()).toBe('published');

  // A draft saved over it changes nothing on the site until it is published.
  const changed = await cms(`/banners/${id}?locale=de&draft=true`, 'PATCH', {
    headline: `Entwurf ${RUN}`,
    _status: 'draft',
  });
  expect(changed.status, JSON.stringify(changed.json)).toBe(200);
  await open();
  await expect(dialog(headline)).toBeVisible({ timeout: 10_000 });
  await expect(dialog(`Entwurf ${RUN}`)).toBeHidden();

  // At its show until it goes from the open page, and a new page load does not bring it back.
  await expect(dialog(headline)).toBeHidden({ timeout: Math.max(0, endsAt - Date.now()) + 10_000 });
  expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
  await open();
  await expect(dialog(headline)).toBeHidden();
  await visitorContext.close();
});

/**
 * A time as typed into Payload's date-time picker: "Nov 28, 2026 8:43 PM" in the browser's time zone (UTC here). The
 * picker reads this form in German too (and shows it as "Nov. 28, 2026 8:43 nachm."), not its own German form.
 */
function typedPickerTime(at: Date): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}

/** The brand's site id, as the editor sees it. */
async function brandSite(): Promise<number> {
  const sites = (await cms('/sites?where[key][equals]=brand-c&depth=0')).json.docs as { id: number }[];
  expect(sites).toHaveLength(1);
  return sites[0]!.id;
}

/** Picks a day (and the first time of the list) in a date field's calendar, as an editor clicks it. */
async function pickDate(page: Page, field: string, date: Date) {
  await page.locator(`#field-${field} input`).click();
  const calendar = page.locator('.react-datepicker');
  await expect(calendar).toBeVisible();
  // Go back to the month of the date if it lies in the previous one.
  if (date.getMonth() !== new Date().getMonth())
    await calendar.locator('.react-datepicker__navigation--previous').click();
  await calendar
    .locator(
      `.react-datepicker__day--0${String(date.getDate()).padStart(2, '0')}:not(.react-datepicker__day--outside-month)`,
    )
    .click();
  const time = calendar.locator('.react-datepicker__time-list-item').first();
  if (await time.isVisible()) await time.click();
  // Closed as an editor does: Escape, else a click into the form's first field (the open calendar can cover the
  // field's own label, which then never gets the click).
  await expect(async () => {
    await page.keyboard.press('Escape');
    if (await calendar.isVisible()) await page.locator('#field-name').click({ timeout: 2_000 });
    await expect(calendar).toBeHidden({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

test('a page scheduled to go live is on the site within a minute of its time; a time already past schedules nothing', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  // An editor working in English (the browser's language): Payload's schedule drawer as it ships.
  const context = await browser.newContext({ storageState: presetConsentState() });
  const editorPage = await context.newPage();
  const editor = editorAccounts().find((account) => account.role === 'editor' && account.site === 'brand-c')!;
  const login = await context.request.post(siteUrl('localhost', '/cms-api/users/login'), {
    data: { email: editor.email, password: editor.password },
  });
  expect(login.status()).toBe(200);
  const sites = (
    await (await context.request.get(siteUrl('localhost', '/cms-api/sites?where[key][equals]=brand-c'))).json()
  ).docs as { id: number }[];
  const draft = await context.request.post(siteUrl('localhost', '/cms-api/pages?locale=de&draft=true'), {
    data: { title: `Geplant ${RUN}`, slug: `geplant-${RUN}`, tenant: sites[0]!.id, _status: 'draft' },
  });
  expect(draft.status()).toBe(201);
  const id = ((await draft.json()) as { doc: { id: number } }).doc.id;
  created.pages.push(id);
  const status = async () => (await context.request.get(siteUrl('localhost', `/cms-api/pages/${id}?depth=0`))).json();
  const visitor = await context.newPage();
  const live = async () => (await visitor.goto(siteUrl(HOST, `/de/de/geplant-${RUN}`)))!.status();
  expect(await live()).toBe(404);

  const schedule = (when: Date) => scheduleInDrawer(editorPage, 'en', `/collections/pages/${id}`, when);

  // A time already past: nothing is queued, the page stays a draft through a run of the queue.
  // (Earlier today: the picker itself takes no earlier day.)
  const pastDrawer = await schedule(new Date(Math.max(Date.now() - 3 * 3_600_000, new Date().setUTCHours(0, 0, 0, 0))));
  await expect(editorPage.getByText('This time is already in the past: choose a time ahead.')).toBeVisible({
    timeout: 15_000,
  });
  await expect(editorPage.getByText('Scheduled successfully.')).toBeHidden();
  await expect(pastDrawer.getByText('No upcoming events scheduled.')).toBeVisible();
  await editorPage.waitForTimeout(20_000);
  expect((await status())._status).toBe('draft');
  expect(await live()).toBe(404);

  // The next full minute but one: listed as upcoming, then live on the site within a minute of its time.
  const when = new Date(Math.ceil((Date.now() + 60_000) / 60_000) * 60_000);
  const drawer = await schedule(when);
  await expect(drawer.getByRole('row').filter({ hasText: 'Publish' })).toHaveCount(1);
  await expect.poll(live, { timeout: when.getTime() - Date.now() + 60_000, intervals: [3_000] }).toBe(200);
  expect(Date.now()).toBeGreaterThanOrEqual(when.getTime());
  expect(Date.now()).toBeLessThan(when.getTime() + 60_000);
  await expect(visitor.getByRole('heading', { name: `Geplant ${RUN}` }).first()).toBeVisible();
  await context.close();
});

/** A published German page of the brand with one address map (site default), made through the API. */
async function mapPage(label: string) {
  const site = await brandSite();
  const doc = await cms('/pages?locale=de', 'POST', {
    title: `Karte ${label} ${RUN}`,
    slug: `karte-${label}-${RUN}`,
    tenant: site,
    _status: 'published',
    layout: [
      {
        blockType: 'map',
        heading: 'Anfahrt',
        source: 'address',
        preset: 'site',
        markers: [{ latlong: '53.0793,8.8017', popupTitle: 'Zentrale' }],
      },
    ],
  });
  expect(doc.status, JSON.stringify(doc.json)).toBe(201);
  const id = (doc.json.doc as { id: number }).id;
  created.pages.push(id);
  return id;
}

const publishedPreset = async (id: number) => {
  const doc = (await cms(`/pages/${id}?locale=de&depth=0`)).json as { layout?: { preset?: string }[] };
  return doc.layout?.[0]?.preset;
};

/** Picks an option of a Payload select (react-select) by its shown text. */
async function choose(field: string, option: string) {
  await page.locator(`#field-${field} .rs__control`).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The map block's advanced settings, opened: Payload renders a form's fields only once they come into the viewport
 * (RenderIfInViewport), so the group's heading is scrolled to the top first, then the first field is waited for.
 */
async function revealMapSettings() {
  const version = page.locator('#field-layout__0__settings__version');
  const toggle = page
    .locator('.collapsible__toggle-wrap', { hasText: 'Erweiterte Einstellungen' })
    .locator('button.collapsible__toggle');
  // On a busy machine the fields of a just-opened collapsible can stay unrendered (Payload renders them once the
  // form state for the new preset is back and they near the viewport): bring the group into view, and when the
  // field still does not come, fold the group and open it again.
  await expect(async () => {
    await page
      .getByRole('heading', { name: 'Kartenkonfiguration' })
      .evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    if (!(await version.isVisible())) {
      await page.waitForTimeout(2_000);
      if (!(await version.isVisible())) {
        await toggle.click();
        await toggle.click();
      }
    }
    await expect(version).toBeVisible({ timeout: 8_000 });
  }).toPass({ timeout: 60_000 });
}

test('map block: the editor picks a preset; the wire-format fields stay folded away; bad choices get German messages and nothing is published', async () => {
  test.setTimeout(180_000);
  const id = await mapPage('preset');
  await page.goto(admin(`/collections/pages/${id}`));
  const preset = page.locator('#field-layout__0__preset');
  await expect(preset).toBeVisible({ timeout: 20_000 });
  await expect(preset).toContainText('Standard der Website');
  await expect(
    page.getByText('Standard der Website: die Karte, wie die Website Karten zeigt.', { exact: false }),
  ).toBeVisible();
  // No version, token or popup class field while a preset is chosen.
  await expect(page.locator('#field-layout__0__settings__version')).toHaveCount(0);
  await expect(page.locator('#field-layout__0__settings__token')).toHaveCount(0);

  // A preset the block cannot carry: refused in German, the live page keeps its preset.
  await choose('layout__0__preset', 'Clusterkarte (viele Standorte, gruppiert)');
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await expect(page.getByText('Eine Clusterkarte braucht die Quelle „cluster“ und ihr GeoJSON.').first()).toBeVisible({
    timeout: 15_000,
  });
  expect(await publishedPreset(id)).toBe('site');

  // The detail map fits an address map with a marker: published.
  await choose('layout__0__preset', 'Detailkarte (ein Standort, nah)');
  await page.getByRole('button', { name: 'Änderungen veröffentlichen' }).click();
  await expect.poll(() => publishedPreset(id), { timeout: 15_000 }).toBe('detail');
  // Payload resets the form once the saved document comes back (the button then has nothing to publish): a change
  // made before that is lost, so wait for it.
  const publish = page.getByRole('button', { name: 'Änderungen veröffentlichen' });
  await expect(publish).toBeDisabled({ timeout: 15_000 });
  await page.screenshot({ path: screenshotPath('editors-map-preset-de'), fullPage: true });

  // Custom: the advanced settings appear folded; an emptied version is refused with the §5.7 message in German.
  await choose('layout__0__preset', 'Eigene Einstellungen (erweitert)');
  // Payload's collapsible: its toggle button is named "Block umschalten", the group's label is beside it.
  const advanced = page
    .locator('.collapsible__toggle-wrap', { hasText: 'Erweiterte Einstellungen' })
    .locator('button.collapsible__toggle');
  await expect(advanced).toBeVisible();
  await expect(page.locator('#field-layout__0__settings__version')).toBeHidden();
  await advanced.click();
  await revealMapSettings();
  await page.locator('#field-layout__0__settings__version').fill('');
  await expect(page.locator('#field-layout__0__settings__version')).toHaveValue('');
  await expect(publish).toBeEnabled();
  await publish.click();
  await expect(page.getByText('Keine MapLibre-Version angegeben').first()).toBeVisible({ timeout: 15_000 });
  expect(await publishedPreset(id)).toBe('detail');
  await page.screenshot({ path: screenshotPath('editors-map-custom-de'), fullPage: true });
});

test('axe: the map block’s preset and advanced settings have no WCAG A/AA violations in our fields', async () => {
  test.setTimeout(120_000);
  const id = await mapPage('axe');
  await page.goto(admin(`/collections/pages/${id}`));
  await expect(page.locator('#field-layout__0__preset')).toBeVisible({ timeout: 20_000 });
  await choose('layout__0__preset', 'Eigene Einstellungen (erweitert)');
  await page
    .locator('.collapsible__toggle-wrap', { hasText: 'Erweiterte Einstellungen' })
    .locator('button.collapsible__toggle')
    .click();
  await revealMapSettings();
  // Our fields: the preset and every advanced setting (the block's row chrome, its markers' rows and the collapsible's
  // toggle are Payload's).
  const marked = await page.evaluate(() => {
    const fields = [
      document.getElementById('field-layout__0__preset'),
      ...document.querySelectorAll('[id^="field-layout__0__settings__"]'),
    ];
    for (const field of fields) field?.closest('.field-type')?.setAttribute('data-e2e-ours', '');
    return document.querySelectorAll('[data-e2e-ours]').length;
  });
  expect(marked).toBeGreaterThan(20);
  // Payload's own widgets left out, as on the banner form: its select inputs (react-select) have no accessible name
  // and its dropdown indicator is focusable inside aria-hidden — Payload's markup on every select field.
  const result = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .include('[data-e2e-ours]')
    .exclude('.rs__indicators')
    .exclude('.rs__input-container input')
    .analyze();
  expect(
    result.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    ),
  ).toEqual([]);
});

test('banner icon: picked from the shipped icons with a preview, stored in the spec’s wire format', async () => {
  const name = `Editors ${RUN} Icon`;
  await page.goto(admin('/collections/banners/create'));
  await page.locator('#field-name').fill(name);
  await page.locator('#field-headline').fill('Mit Icon');
  // Switched off: a banner on every page of the brand would cover other specs' pages while this one runs.
  await page.locator('#field-active').uncheck();
  const picker = page.getByRole('group', { name: 'Icon' });
  await expect(picker.getByRole('radio', { name: 'Kein Icon' })).toBeChecked();
  await picker.getByRole('radio', { name: 'Termin oder Veranstaltung' }).check();
  await page.screenshot({ path: screenshotPath('editors-banner-icon-de'), fullPage: true });
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  await expect
    .poll(
      async () =>
        (
          (await cms(`/banners?where[name][equals]=${encodeURIComponent(name)}&depth=0`)).json.docs as {
            icon?: string;
          }[]
        )[0]?.icon,
      {
        timeout: 15_000,
      },
    )
    .toBe('meridian|event|⚑');
  const docs = (await cms(`/banners?where[name][equals]=${encodeURIComponent(name)}&depth=0`)).json.docs as {
    id: number;
  }[];
  created.banners.push(docs[0]!.id);
  // Opened again, the stored icon is the one chosen.
  await page.goto(admin(`/collections/banners/${docs[0]!.id}`));
  await expect(
    page.getByRole('group', { name: 'Icon' }).getByRole('radio', { name: 'Termin oder Veranstaltung' }),
  ).toBeChecked({
    timeout: 20_000,
  });
});

test('translations: the page lists its languages; the English page is created from the German one as a draft', async () => {
  test.setTimeout(120_000);
  const site = await brandSite();
  const slug = `uebersetzung-${RUN}`;
  const doc = await cms('/pages?locale=de', 'POST', {
    title: `Übersetzung ${RUN}`,
    slug,
    tenant: site,
    _status: 'published',
    layout: [
      { blockType: 'teaser', heading: 'Mehr erfahren', items: [{ title: 'Weiter' }] },
      {
        blockType: 'map',
        source: 'address',
        preset: 'detail',
        markers: [{ latlong: '53.0793,8.8017', popupTitle: 'Zentrale' }],
      },
    ],
  });
  expect(doc.status, JSON.stringify(doc.json)).toBe(201);
  const id = (doc.json.doc as { id: number }).id;
  created.pages.push(id);

  await page.goto(admin(`/collections/pages/${id}`));
  const panel = page.locator('section.translation-status');
  await expect(panel.getByRole('heading', { name: 'Sprachen dieser Seite' })).toBeVisible({ timeout: 20_000 });
  await expect(panel.locator('li[data-lang="de"]')).toHaveText(/Deutsch: Standardsprache/);
  await expect(panel.locator('li[data-lang="en"]')).toContainText('Englisch: Fehlt');

  // axe on the panel (ours entirely).
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).include('section.translation-status').analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  await page.screenshot({ path: screenshotPath('editors-translations-missing-de') });

  await panel.getByRole('button', { name: 'Englisch aus Deutsch erstellen' }).click();
  await expect(panel.getByRole('status')).toContainText('Englisch als Entwurf angelegt.', { timeout: 15_000 });
  await expect(panel.locator('li[data-lang="en"]')).toContainText('Englisch: Aktuell');
  await page.screenshot({ path: screenshotPath('editors-translations-created-de') });

  // The English draft has the German layout; nothing English is published, the site has no English page.
  const draft = (await cms(`/pages/${id}?locale=en&fallback-locale=none&draft=true&depth=0`)).json as {
    title?: string;
    _status?: string;
    layout?: { blockType: string; preset?: string }[];
  };
  expect(draft.title).toBe(`Übersetzung ${RUN}`);
  expect(draft.layout?.map((block) => block.blockType)).toEqual(['teaser', 'map']);
  expect(draft.layout?.[1]?.preset).toBe('detail');
  const published = (await cms(`/pages/${id}?locale=en&fallback-locale=none&depth=0`)).json as { title?: string };
  expect(published.title ?? null).toBeNull();
  const german = (await cms(`/pages/${id}?locale=de&depth=0`)).json as { _status?: string; title?: string };
  expect(german).toMatchObject({ _status: 'published', title: `Übersetzung ${RUN}` });
  const visitor = await page.context().newPage();
  expect((await visitor.goto(siteUrl(HOST, `/de/en/${slug}`)))!.status()).toBe(404);
  expect((await visitor.goto(siteUrl(HOST, `/de/de/${slug}`)))!.status()).toBe(200);
  await visitor.close();

  // The English page opens in the editor in English, with the German layout to translate.
  await panel.getByRole('link', { name: 'Englisch öffnen' }).click();
  await expect(page).toHaveURL(/locale=en/);
  await expect(page.locator('#field-title')).toHaveValue(`Übersetzung ${RUN}`, { timeout: 20_000 });

  // Saving the German page later marks English as older than the default language.
  const saved = await cms(`/pages/${id}?locale=de`, 'PATCH', { title: `Übersetzung ${RUN} (neu)` });
  expect(saved.status).toBe(200);
  await page.goto(admin(`/collections/pages/${id}?locale=de`));
  await expect(panel.locator('li[data-lang="en"]')).toContainText('Englisch: Älter als die Standardsprache', {
    timeout: 20_000,
  });
});
