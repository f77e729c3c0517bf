import { expect, test } from '@playwright/test';
import type { Server } from 'node:http';
import {
  API_PORT,
  apiJson,
  cmsClient,
  confirmJobAgent,
  createJobAgent,
  editorAccounts,
  expectNoViolations,
  feedRecord,
  hostRequest,
  importOffers,
  interactive,
  mailsTo,
  presetConsentState,
  screenshotPath,
  siteUrl,
  WEB_PORT,
} from './support';

/**
 * Job agents end to end, on two brands and two languages: created for a career search, confirmed from the mail
 * the local inbox received (opening the link alone confirms nothing), a digest after an import of new offers with
 * one-click unsubscribe headers, the unsubscribe POST without cookies, and the management page — axe clean.
 * Runs after the main specs (it imports offers).
 */
const JOURNEYS = [
  {
    brand: 'brand-a',
    host: 'brand-a.localhost',
    companyId: 2,
    career: '/de/de/karriere',
    lang: 'de',
    open: 'Job-Agent anlegen',
    submit: 'Job-Agent speichern',
    emailLabel: 'Ihre E-Mail-Adresse',
    asap: 'sofort',
    sent: (email: string) => `Fast geschafft: Bitte bestätigen Sie den Link in der E-Mail an ${email}.`,
    confirm: 'Ja, Job-Agent bestätigen',
    confirmed: 'Danke! Ihr Job-Agent ist aktiv.',
    subject: /^1 neues Angebot: „Drohnenpilot\d+“$/,
    paused: 'pausiert',
  },
  {
    brand: 'brand-c',
    host: 'brand-c.localhost',
    companyId: 4,
    career: '/de/en/careers',
    lang: 'en',
    open: 'Create job alert',
    submit: 'Save job alert',
    emailLabel: 'Your e-mail address',
    asap: 'as soon as possible',
    sent: (email: string) => `Almost done: please confirm the link in the e-mail to ${email}.`,
    confirm: 'Yes, confirm job alert',
    confirmed: 'Thank you! Your job alert is active.',
    subject: /^1 new offer: “Drohnenpilot\d+”$/,
    paused: 'paused',
  },
] as const;

const runPass = async () => {
  const answer = await hostRequest('localhost', '/api/job-agents/run', {
    method: 'POST',
    headers: { authorization: `Bearer ${process.env.IMPORT_TOKEN}` },
  });
  expect(answer.status, answer.body).toBe(200);
  return JSON.parse(answer.body) as { mailed: number };
};

for (const journey of JOURNEYS) {
  test(`${journey.brand} (${journey.lang}): create, confirm from the mail, get a digest, unsubscribe in one click`, async ({
    browser,
  }) => {
    test.slow();
    const stamp = Date.now();
    const keyword = `Drohnenpilot${stamp}`;
    const email = `agent-${journey.brand}-${stamp}@example.org`;
    const context = await browser.newContext({ storageState: presetConsentState() });
    const page = await context.newPage();
    await page.goto(siteUrl(journey.host, `${journey.career}?search=${keyword}`));

    // The form under the result list, by keyboard: a wrong field is named, then the agent is created. (Opened once
    // the page is interactive: a click before the module has hydrated does nothing.)
    await interactive(page);
    const form = page.locator('.recruiting-job-agent__form');
    await expect(async () => {
      if (await form.isHidden()) await page.getByRole('button', { name: journey.open, exact: true }).click();
      await expect(form).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await form.getByRole('button', { name: journey.submit }).click();
    await expect(form.getByRole('textbox', { name: journey.emailLabel })).toBeFocused();
    await expect(form.locator('.recruiting-job-agent__error').first()).toBeVisible();
    await expectNoViolations(page);
    await page.keyboard.type(email);
    await form.getByRole('radio', { name: journey.asap }).check();
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: journey.submit }).press('Enter');
    await expect(form.getByRole('status')).toHaveText(journey.sent(email));
    await expect(form.getByRole('status')).toBeFocused();
    await page.screenshot({ path: screenshotPath(`job-agent-form-${journey.brand}`) });

    // The confirmation mail: one link; opening it shows a button and confirms nothing.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    const [confirmation] = await mailsTo(email);
    const link = /https?:\/\/\S+\/job-agent\/confirm\?token=[\w.-]+/.exec(confirmation!.text)![0];
    expect(new URL(link).host).toBe(`${journey.host}:${WEB_PORT}`);
    await page.goto(link);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('button', { name: journey.confirm })).toBeVisible();
    await expectNoViolations(page);
    await page.screenshot({ path: screenshotPath(`job-agent-confirm-${journey.brand}`) });
    // A scanner that opens the link again: still unconfirmed, so a pass mails nothing.
    await page.goto(link);
    await page.getByRole('button', { name: journey.confirm }).click();
    await expect(page.getByRole('status')).toHaveText(journey.confirmed);
    const manageUrl = page.url();
    expect(manageUrl).toContain('/job-agent?token=');
    await expectNoViolations(page);

    // New offers: one matching, one not; the pass after the (test-short) interval mails the matching one.
    const old = '2026-01-15';
    await importOffers([
      await feedRecord(journey.companyId, 1_900_000_000 - (stamp % 1_000_000), `${keyword} (m/w/d)`, old),
      await feedRecord(journey.companyId, 1_900_500_000 - (stamp % 1_000_000), `Anderer Beruf ${stamp}`, old),
    ]);
    await expect
      .poll(async () => (await runPass(), (await mailsTo(email)).length), { timeout: 30_000, intervals: [1_000] })
      .toBe(2);
    const digest = (await mailsTo(email))[1]!;
    expect(digest.subject).toMatch(journey.subject);
    expect(digest.text).toContain(`${keyword} (m/w/d)`);
    expect(digest.text).not.toContain('Anderer Beruf');
    expect(digest.html).toMatch(/utm_source=jobagent&amp;utm_medium=email/);
    const unsubscribe = /^<(https?:\/\/[^>]+)>$/.exec(digest.headers['list-unsubscribe']!)![1]!;
    expect(digest.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    // Another pass: nothing new, nothing mailed.
    await runPass();
    expect(await mailsTo(email)).toHaveLength(2);

    // One click, as a mail provider sends it: a POST without cookies or origin.
    const url = new URL(unsubscribe);
    const stopped = await hostRequest(journey.host, url.pathname + url.search, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(stopped.status).toBe(200);
    await page.goto(manageUrl.replace(/&done=\w+/, ''));
    await expect(page.locator('.job-agent__facts')).toContainText(journey.paused);
    await expectNoViolations(page);
    await page.screenshot({ path: screenshotPath(`job-agent-manage-${journey.brand}`), fullPage: true });

    // Deleting the agent: the link stops working.
    await page.getByRole('button', { name: /Diesen Job-Agenten löschen|Delete this job alert/ }).click();
    await expect(page.getByRole('status')).toBeVisible();
    await page.goto(manageUrl);
    await expect(page.locator('.job-agent')).toContainText(/ungültig|not valid/);
    await context.close();
  });
}

test('brand-a (de): the search is edited by keyboard; bad input is named and changes nothing; the language switch keeps the agent', async ({
  browser,
}) => {
  test.slow();
  const host = 'brand-a.localhost';
  const stamp = Date.now();
  const keyword = `Kranpilot${stamp}`;
  const email = `agent-edit-${stamp}@example.org`;
  const admin = await cmsClient(editorAccounts().find((account) => account.role === 'admin')!);
  const record = async () => {
    const answer = await admin(`/cms-api/job-agents?depth=0&where[email][equals]=${encodeURIComponent(email)}`);
    const { search, searchName, frequency, status } = JSON.parse(answer.body).docs[0] as Record<string, string>;
    return { search, searchName, frequency, status };
  };

  // An agent for jobs with two filters, created as the result list's form does and confirmed from the mail.
  const confirmLink = await createJobAgent(host, {
    email,
    frequency: 'asap',
    search: `search=${keyword}&type=3&jobtype=1&workplacetype=3`,
    pagePath: '/de/de/karriere',
  });
  const context = await browser.newContext({ storageState: presetConsentState() });
  const page = await context.newPage();
  await page.goto(confirmLink);
  await page.getByRole('button', { name: 'Ja, Job-Agent bestätigen' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Danke! Ihr Job-Agent ist aktiv.');
  const manageUrl = page.url().replace(/&done=\w+/, '');

  // A first digest: the offer that fits the saved search.
  const [branch] = await apiJson<{ city: string }[]>('/v4/data/branches/2/0?type=1,2,3,4');
  const offer = async (jobId: number, title: string, typeId: number) => ({
    ...(await feedRecord(2, jobId, title, '2026-01-15')),
    typeId,
    jobTypeId: 1,
    workplaceTypeId: 3,
  });
  await importOffers([await offer(1_950_000_000 - (stamp % 1_000_000), `${keyword} (m/w/d)`, 3)]);
  await expect
    .poll(async () => (await runPass(), (await mailsTo(email)).length), { timeout: 30_000, intervals: [1_000] })
    .toBe(2);

  // The form shows the saved search: keyword, type, each filter by its name.
  const edit = page.locator('#job-agent-edit');
  const keywordField = edit.getByRole('textbox', { name: 'Suchbegriff' });
  const placeField = edit.getByRole('textbox', { name: 'Ort oder PLZ' });
  const radius = edit.getByRole('combobox', { name: 'Umkreis' });
  const type = edit.getByRole('combobox', { name: 'Angebotsart' });
  const save = edit.getByRole('button', { name: 'Suche speichern' });
  const summary = page.locator('#job-agent-edit-errors');
  await expect(keywordField).toHaveValue(keyword);
  await expect(type).toHaveValue('3');
  await expect(edit.getByRole('checkbox', { name: 'Anstellungsart: Vollzeit' })).toBeChecked();
  await expect(edit.getByRole('checkbox', { name: 'Arbeitsmodell: Remote' })).toBeChecked();
  await expect(edit.getByRole('link', { name: 'In der Jobsuche verfeinern' })).toHaveAttribute(
    'href',
    `/de/de/karriere?search=${keyword}&type=3&jobtype=1&workplacetype=3`,
  );
  const before = await record();
  expect(before.searchName).toBe(`„${keyword}“`);

  // Saving without a change: the summary says so, gets the focus, and nothing changes.
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(summary).toContainText('Sie haben nichts geändert.');
  await expect(summary).toBeFocused();
  expect(await record()).toEqual(before);
  await expectNoViolations(page);

  // A keyword the career page would not read: named at the field, the typed text kept.
  await keywordField.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' <b>');
  await page.keyboard.press('Enter');
  await expect(summary).toBeFocused();
  await expect(keywordField).toHaveAttribute('aria-invalid', 'true');
  await expect(keywordField).toHaveAccessibleDescription(/höchstens 100 Zeichen ohne < oder >/);
  await expect(keywordField).toHaveValue(`${keyword} <b>`);
  expect(await record()).toEqual(before);
  await expectNoViolations(page);
  await page.screenshot({ path: screenshotPath('job-agent-edit-error-brand-a'), fullPage: true });

  // A radius the form does not offer, and a place the geocoder does not know
  // (the select offers no such value: a form changed in the browser stands for a crafted post).
  await page.goto(manageUrl);
  await radius.evaluate((select: HTMLSelectElement) => {
    select.add(new Option('30 km', '30', true, true));
  });
  await save.focus();
  await page.keyboard.press('Enter');
  await expect(summary).toContainText('Bitte wählen Sie einen Umkreis aus der Liste.');
  await expect(radius).toHaveAccessibleDescription('Bitte wählen Sie einen Umkreis aus der Liste.');
  expect(await record()).toEqual(before);
  await page.goto(manageUrl);
  await placeField.focus();
  await page.keyboard.type('Qwzxyvbn');
  await page.keyboard.press('Enter');
  await expect(placeField).toHaveAccessibleDescription(/Den Ort „Qwzxyvbn“ haben wir nicht gefunden/);
  expect(await record()).toEqual(before);

  // The change, by keyboard: jobs and projects, near the branch's city, without the workplace filter.
  await page.goto(manageUrl);
  await placeField.focus();
  await page.keyboard.type(branch!.city);
  await radius.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(radius).toHaveValue('50');
  await type.focus();
  await page.keyboard.press('ArrowUp');
  await expect(type).toHaveValue('');
  await edit.getByRole('checkbox', { name: 'Arbeitsmodell: Remote' }).focus();
  await page.keyboard.press('Space');
  await keywordField.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status')).toHaveText('Die Suche wurde geändert.');
  const described = `„${keyword}“ in ${branch!.city} (+50 km)`;
  await expect(page.locator('.job-agent__facts')).toContainText(described);
  const after = await record();
  expect(after.searchName).toBe(described);
  expect(after.search).toMatch(
    new RegExp(`^search=${keyword}&city=${encodeURIComponent(branch!.city)};[\\d.]+;[\\d.]+&radius=50&jobtype=1$`),
  );
  await expect(edit.getByRole('checkbox')).toHaveCount(1);
  await expectNoViolations(page);

  // From now on the new search: a project fits it; the offer mailed before fits it too and is not mailed again.
  await importOffers([await offer(1_950_500_000 - (stamp % 1_000_000), `${keyword} Projektleitung`, 4)]);
  await expect
    .poll(async () => (await runPass(), (await mailsTo(email)).length), { timeout: 30_000, intervals: [1_000] })
    .toBe(3);
  const digest = (await mailsTo(email))[2]!;
  expect(digest.subject).toBe(`1 neues Angebot: ${described}`);
  expect(digest.text).toContain(`${keyword} Projektleitung`);
  expect(digest.text).not.toContain(`${keyword} (m/w/d)`);

  // The language switcher keeps the person on this agent's page; the answer to a form comes back in English.
  await page.goto(manageUrl);
  await page.locator('.language-switcher').getByRole('link', { name: 'English' }).press('Enter');
  await expect(page).toHaveURL(`${manageUrl.replace('/de/de/', '/de/en/')}`);
  await expect(page.locator('h1')).toHaveText('Job alert');
  await expect(page.locator('.job-agent__facts')).toContainText(`“${keyword}” in ${branch!.city} (+50 km)`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'same-origin');
  const english = await hostRequest(host, new URL(page.url()).pathname + new URL(page.url()).search, {
    headers: { accept: 'text/html' },
  });
  expect(english.headers['cache-control']).toMatch(/no-store/);
  await page.getByRole('combobox', { name: 'How often?' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.getByRole('button', { name: 'Save frequency' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Saved.');
  expect(new URL(page.url()).pathname).toBe('/de/en/job-agent');
  expect((await record()).frequency).toBe('daily');
  await expectNoViolations(page);
  await page.screenshot({ path: screenshotPath('job-agent-manage-en-brand-a'), fullPage: true });
  await context.close();
});

test('a saved filter value the site no longer offers is shown by name on the management page, not dropped', async () => {
  const host = 'brand-a.localhost';
  const email = `agent-gone-${Date.now()}@example.org`;
  const location = await confirmJobAgent(
    host,
    await createJobAgent(host, { email, search: 'search=Lager&jobtype=2,99', pagePath: '/de/de/karriere' }),
  );
  const page = await hostRequest(host, location, { headers: { accept: 'text/html' } });
  const text = page.body.replace(/<[^>]+>/g, '').replace(/&nbsp;|\s+/g, ' ');
  expect(text).toContain('Anstellungsart: Teilzeit');
  expect(text).toContain('Anstellungsart: 99 – wird nicht mehr angeboten');
  expect(text).toContain('Einige Filter dieser Suche werden nicht mehr angeboten: Anstellungsart: 99.');
});

test('bad requests change nothing: invalid fields, cross-site posts, forged tokens', async () => {
  const host = 'brand-a.localhost';
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    hostRequest(host, '/api/job-agents', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://${host}:${WEB_PORT}`, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const good = {
    email: 'bad-cases@example.org',
    frequency: 'daily',
    search: 'search=Elektriker',
    pagePath: '/de/de/karriere',
    page: `http://${host}/de/de/karriere`,
    consent: true,
  };
  expect(JSON.parse((await post({ ...good, email: 'nope' })).body)).toMatchObject({ status: 400, field: 'email' });
  expect(JSON.parse((await post({ ...good, consent: false })).body)).toMatchObject({ field: 'consent' });
  expect(JSON.parse((await post({ ...good, search: 'faculty=abc' })).body)).toMatchObject({
    field: 'search',
    parameter: 'faculty',
  });
  expect((await post('{broken')).status).toBe(400);
  expect((await post({ ...good, padding: 'x'.repeat(9000) })).status).toBe(413);
  expect((await post(good, { origin: 'https://evil.example' })).status).toBe(403);
  expect((await post(good, { 'content-type': 'text/plain' })).status).toBe(415);
  expect(await mailsTo(good.email)).toHaveLength(0);
  const forged = await hostRequest(
    host,
    '/api/job-agents/unsubscribe?token=1.AAAAAAAAAAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB',
    {
      method: 'POST',
    },
  );
  expect(forged.status).toBe(404);
  const page = await hostRequest(host, '/de/de/job-agent?token=forged', { headers: { accept: 'text/html' } });
  expect(page.status).toBe(200);
  expect(page.body).toContain('ungültig');
  expect(page.headers['cache-control']).toMatch(/no-store/);
});

test('the embedded module on a partner page: the alert form posts to the site, whose mail and links lead to its career page', async ({
  browser,
}) => {
  test.slow();
  const { serveEmbed } = await import('../packages/recruiting/embed/serve.mjs');
  const partnerPages: Server = await serveEmbed(0, { api: `http://localhost:${API_PORT}` });
  const partner = `http://embed.localhost:${(partnerPages.address() as { port: number }).port}`;
  const endpoint = `http://brand-c.localhost:${WEB_PORT}/api/job-agents`;
  try {
    const email = `agent-embed-${Date.now()}@example.org`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${partner}/minimal.html`);
    // The partner's own configuration: brand C's offers in English, job alerts created on brand C's site.
    await page.evaluate((jobAgentEndpoint) => {
      document.querySelector('[data-meridian-recruiting]')!.remove();
      const element = document.createElement('meridian-recruiting') as HTMLElement & { config: unknown };
      element.config = { variant: 'brand-c', language: 'en', prioLanguage: 'en', jobAgentEndpoint };
      document.body.append(element);
    }, endpoint);
    await page.getByRole('button', { name: 'Create job alert', exact: true }).click();
    const form = page.locator('.recruiting-job-agent__form');
    await form.getByRole('textbox', { name: 'Your e-mail address' }).fill(email);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Save job alert' }).click();
    await expect(form.getByRole('status')).toHaveText(
      `Almost done: please confirm the link in the e-mail to ${email}.`,
    );
    await page.screenshot({ path: screenshotPath('job-agent-form-embed') });
    await context.close();

    // The mail comes from the site, in English; confirmed there, the agent searches the site's career page.
    await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
    const link = /https?:\/\/\S+\/job-agent\/confirm\?token=[\w.-]+/.exec((await mailsTo(email))[0]!.text)![0];
    expect(new URL(link).host).toBe(`brand-c.localhost:${WEB_PORT}`);
    expect(new URL(link).pathname).toBe('/de/en/job-agent/confirm');
    const manage = new URL(await confirmJobAgent('brand-c.localhost', link), `http://brand-c.localhost:${WEB_PORT}`);
    const managePage = await hostRequest('brand-c.localhost', manage.pathname + manage.search, {
      headers: { accept: 'text/html' },
    });
    expect(managePage.body).toMatch(/href="\/de\/en\/careers(\?[^"]*)?"/);

    // Only allowed partner origins: the preflight and the post of any other are refused, without CORS headers.
    const preflight = (origin: string) =>
      hostRequest('brand-c.localhost', '/api/job-agents', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(partner);
    expect(allowed.status).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(partner);
    const refused = await preflight('https://evil.example');
    expect(refused.status).toBe(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
    const stranger = `stranger-${Date.now()}@example.org`;
    const posted = await hostRequest('brand-c.localhost', '/api/job-agents', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({
        email: stranger,
        frequency: 'daily',
        search: '',
        pagePath: '/jobs',
        lang: 'en',
        market: 'de',
        page: 'https://evil.example/jobs',
        consent: true,
      }),
    });
    expect(posted.status).toBe(403);
    expect(posted.headers['access-control-allow-origin']).toBeUndefined();
    expect(await mailsTo(stranger)).toHaveLength(0);
  } finally {
    await new Promise<void>((resolve) => partnerPages.close(() => resolve()));
  }
});

test('administrators see the agents and per-site counts; site editors see none, nobody sees the link secret', async ({
  browser,
}) => {
  // One agent waiting for confirmation on brand B.
  const email = `admin-view-${Date.now()}@example.org`;
  const created = await hostRequest('brand-b.localhost', '/api/job-agents', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: `http://brand-b.localhost:${WEB_PORT}` },
    body: JSON.stringify({
      email,
      frequency: 'weekly',
      search: 'search=Lager',
      pagePath: '/de/de/karriere',
      page: `http://brand-b.localhost:${WEB_PORT}/de/de/karriere`,
      consent: true,
    }),
  });
  expect(created.status, created.body).toBe(201);
  const accounts = editorAccounts();
  const adminAccount = accounts.find((account) => account.role === 'admin')!;
  const admin = await cmsClient(adminAccount);
  const editor = await cmsClient(accounts.find((account) => account.role !== 'admin')!);
  const listed = await admin(`/cms-api/job-agents?depth=0&where[email][equals]=${encodeURIComponent(email)}`);
  expect(listed.status).toBe(200);
  const [agent] = JSON.parse(listed.body).docs as Record<string, unknown>[];
  expect(agent).toMatchObject({ email, status: 'unconfirmed', frequency: 'weekly' });
  expect(agent).not.toHaveProperty('tokenNonce');
  expect((await editor('/cms-api/job-agents?limit=5')).status).toBe(403);
  expect((await editor('/cms-api/job-agent-deliveries?limit=5')).status).toBe(403);

  const login = await hostRequest('localhost', '/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: adminAccount.email, password: adminAccount.password }),
  });
  const context = await browser.newContext();
  await context.addCookies([
    { name: 'payload-token', value: JSON.parse(login.body).token, domain: 'localhost', path: '/' },
  ]);
  const page = await context.newPage();
  await page.goto(siteUrl('localhost', '/admin/collections/job-agents'));
  const stats = page.locator('table', { has: page.locator('caption', { hasText: 'Job agents per site' }) });
  await expect(stats).toBeVisible({ timeout: 30_000 });
  await expect(stats.locator('tbody tr')).toHaveCount(4);
  const brandB = stats.locator('tbody tr', { has: page.locator('th', { hasText: 'Brightwork Personal' }) });
  expect(Number(await brandB.locator('td').nth(1).innerText())).toBeGreaterThanOrEqual(1);
  await page.screenshot({ path: screenshotPath('job-agents-admin') });
  await context.close();
});
