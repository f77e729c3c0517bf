import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { PNG } from 'pngjs';
import { expect, type Page } from '@playwright/test';
import { CONSENT_COOKIE, DEMO_CONFIGURED_ITEMS, acceptEssentials, serializeConsent } from '@meridian/site-kit/consent';

const here = path.dirname(fileURLToPath(import.meta.url));

export const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3000);
export const API_PORT = Number(process.env.E2E_API_PORT ?? 3001);
export const DATA_DIR = process.env.E2E_DATA_DIR ?? path.resolve(here, '..', 'data');
export const ARTIFACTS = path.resolve(here, '..', 'artifacts');

export const SITES = [
  { key: 'group', host: 'localhost', name: 'Velora Group', langs: ['de', 'en'] },
  { key: 'brand-a', host: 'brand-a.localhost', name: 'Kestrel Engineering', langs: ['de', 'en', 'fr', 'es'] },
  { key: 'brand-b', host: 'brand-b.localhost', name: 'Brightwork Personal', langs: ['de', 'en'] },
  { key: 'brand-c', host: 'brand-c.localhost', name: 'Halden Recruiting', langs: ['de', 'en'] },
] as const;

/** Main menu links: the menu bar, or brand B's navigation panel (in the page, hidden until opened). */
export const MENU_LINKS = '.main-menu__list a, .chrome-panel__menu a';

/** Browser URL on a site host (Chromium resolves *.localhost to loopback). */
export const siteUrl = (host: string, pathname = '/') => `http://${host}:${WEB_PORT}${pathname}`;

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * An HTTP request to the web service with an explicit Host header (Node does not resolve *.localhost, and
 * fetch may not set Host), no redirects followed.
 */
export function hostRequest(
  host: string,
  pathname: string,
  {
    method = 'GET',
    headers = {},
    body,
    port = WEB_PORT,
  }: { method?: string; headers?: Record<string, string>; body?: string; port?: number } = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      // A fresh connection each time (agent: false): a kept-alive socket that the server closes just as the next
      // request goes out would fail that request with 'socket hang up' on a busy machine.
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: { host: `${host}:${port}`, ...headers },
        insecureHTTPParser: true,
        agent: false,
      },
      (response) => {
        let data = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (data += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: data }));
      },
    );
    request.on('error', reject);
    request.setTimeout(30_000, () => request.destroy(new Error('timeout')));
    if (body) request.write(body);
    request.end();
  });
}

/** Accounts written by the seed: role, site and password per e-mail. */
export function editorAccounts(): { role: string; site: string; email: string; password: string }[] {
  const text = fs.readFileSync(path.join(DATA_DIR, 'editor-credentials.txt'), 'utf8');
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [role, site, email, password] = line.trim().split(/\s+/) as [string, string, string, string];
      return { role, site, email, password };
    });
}

/** Quality gates, security: known XSS payloads, each expected to show up as inert text wherever it is stored. */
export const XSS_CORPUS = [
  '<script>window.__xss=1</script>',
  '"><img src=x onerror="window.__xss=2">',
  '<svg onload=window.__xss=3>',
  '</title><script>window.__xss=4</script>',
  '<iframe srcdoc="<script>parent.__xss=5</script>"></iframe>',
  "'-alert(6)-'",
  '{{constructor.constructor("window.__xss=7")()}}',
  '<a href="javascript:window.__xss=8">x</a>',
  '<math><mtext><table><mglyph><style><img src=x onerror=window.__xss=9>',
] as const;

export function screenshotPath(name: string): string {
  const dir = path.join(ARTIFACTS, 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/**
 * Cookie consent: a browser state holding a valid "essential cookies only" consent for the seeded
 * consent configuration (revision 1) on every site host, so that suites of other features start without the
 * consent dialog. e2e/consent*.spec.ts start from an empty state instead.
 */
export const PRESET_CONSENT_ID = '00000000-0000-4000-8000-000000000006';
export function presetConsentState() {
  return consentState(acceptEssentials(DEMO_CONFIGURED_ITEMS), PRESET_CONSENT_ID);
}

/** A browser state holding a valid consent with `record` (e.g. every item accepted) on every site host. */
export function consentState(record: ReturnType<typeof acceptEssentials>, id: string) {
  const value = serializeConsent({ id, revision: 1, record });
  const hosts = [...SITES.map((site) => site.host), 'group.localhost', '127.0.0.1'];
  return {
    cookies: hosts.map((domain) => ({
      name: CONSENT_COOKIE,
      value,
      domain,
      path: '/',
      expires: -1,
      httpOnly: false,
      secure: false,
      sameSite: 'Lax' as const,
    })),
    origins: [],
  };
}

/**
 * A signed-in CMS REST client for one seeded account: `api(path, method, body)` with the account's token. Suites
 * running at the same time should sign in with different accounts.
 */
export async function cmsClient(account: { email: string; password: string }) {
  const login = await hostRequest('localhost', '/cms-api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (login.status !== 200) throw new Error(`CMS sign-in failed (${login.status}): ${login.body.slice(0, 200)}`);
  const token = JSON.parse(login.body).token as string;
  return (pathname: string, method = 'GET', body?: unknown) =>
    hostRequest('localhost', pathname, {
      method,
      headers: { authorization: `JWT ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

/**
 * Layout shifts (CLS): records every shift without recent input from the start of each page load in `page`, as
 * the browser reports it; `layoutShiftTotal` sums them for the page loaded last.
 */
export async function observeLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const store = window as unknown as { __layoutShifts: number[]; __layoutShiftSources: string[] };
    store.__layoutShifts = [];
    store.__layoutShiftSources = [];
    // What moved, for the failure message: the first elements of each shift, by tag and classes.
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.trim().split(/\s+/).join('.')}` : ''}`
        : String(node?.nodeName ?? 'none');
    type Shift = { value: number; hadRecentInput: boolean; sources?: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.hadRecentInput) continue;
        store.__layoutShifts.push(entry.value);
        const nodes = (entry.sources ?? []).slice(0, 3).map((source) => describe(source.node));
        store.__layoutShiftSources.push(
          `${entry.value.toFixed(4)} at ${Math.round(performance.now())} ms: ${nodes.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export async function layoutShifts(page: Page): Promise<number[]> {
  return page.evaluate(() => (window as unknown as { __layoutShifts: number[] }).__layoutShifts);
}

/** Each layout shift with when it happened and what moved (for failure messages). */
export async function layoutShiftSources(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __layoutShiftSources: string[] }).__layoutShiftSources);
}

/**
 * Waits until every banner on the page has its state (awake, sleeping, removed). A banner opens once its code has
 * loaded, which can be after its widget is marked mounted: look for an open banner only after this.
 */
export async function bannersSettled(page: Page): Promise<void> {
  await expect(page.locator('.sk-banner:not([data-state])')).toHaveCount(0);
}

/**
 * Client addresses (X-Forwarded-For), one per call, for the per-client limits (contest entries, mails, sign-ins):
 * IPv6 documentation addresses carrying this worker's process id and a random block, so no two calls, tests,
 * workers or specs ever share one (a random start in one small range collided across workers: one test's
 * exhausted limit refused another's first post).
 */
export function clientAddresses(): () => string {
  const block = Math.floor(Math.random() * 0x10000).toString(16);
  let counter = 0;
  return () => `2001:db8:${process.pid.toString(16)}:${block}::${(counter += 1).toString(16)}`;
}

/** The axe-core rule sets of WCAG 2.2 levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits (up to 5 s) until no CSS animation or transition of a second or less is running: a fade caught halfway
 * (brand B's contact widget fades in 1 s after load) has colours no visitor reads. A contact widget still waiting to
 * appear (scripts running) is waited for too, or its fade could start during the scan. So is a region still loading
 * (`aria-busy`, a filter panel fetching its counts): the job list dims to half its opacity while a search runs.
 * Longer animations, such as a slider's autoplay progress, and endless ones are not waited for.
 */
export async function shortAnimationsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        !document.querySelector('html[data-site-kit="ready"] .contact-widget[hidden]') &&
        !document.querySelector('[aria-busy="true"], .recruiting-filter[data-state="loading"]') &&
        document.getAnimations().every((animation) => {
          if (animation.playState !== 'running') return true;
          const end = animation.effect?.getComputedTiming().endTime;
          return typeof end !== 'number' || !Number.isFinite(end) || end > 1000;
        }),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

/**
 * axe-core over the page at WCAG 2.2 A/AA, once short animations have ended. A page without frames is checked in
 * one run inside it (axe's legacy mode): the default runs each frame apart and then opens a second page to merge
 * the results, which doubled the time of a scan here (about 0.9 against 0.45 s on a career page). Legacy mode
 * would skip what is inside frames, so a page with frames gets the default.
 */
export async function axeResults(page: Page) {
  await shortAnimationsDone(page);
  return new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .setLegacyMode(page.frames().length === 1)
    .analyze();
}

/**
 * Asserts that axe finds no WCAG 2.2 A/AA violation on the page as it is now; the message names each rule and its
 * first three elements, under `label` (by default the page's path and query).
 */
export async function expectNoViolations(page: Page, label?: string): Promise<void> {
  const { pathname, search } = new URL(page.url());
  const where = label ?? `axe on ${pathname}${search}`;
  const results = await axeResults(page);
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes
        .map((node) => node.target.join(' '))
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary, where).toEqual([]);
}

/** Rich text as the CMS stores it (Lexical JSON): a text node, a paragraph, a custom link, the document root. */
export const lexicalText = (value: string) => ({
  type: 'text',
  text: value,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
});
export const lexicalParagraph = (children: unknown[]) => ({
  type: 'paragraph',
  format: '',
  indent: 0,
  version: 1,
  direction: 'ltr',
  textFormat: 0,
  children,
});
export const lexicalLink = (url: string, label: string) => ({
  type: 'link',
  version: 3,
  format: '',
  indent: 0,
  direction: 'ltr',
  fields: { linkType: 'custom', url, newTab: false },
  children: [lexicalText(label)],
});
export const lexicalRoot = (children: unknown[]) => ({
  root: { type: 'root', format: '', indent: 0, version: 1, direction: 'ltr', children },
});

/** How many pixels of a PNG screenshot have the CSS colour `rgb(r, g, b)` (within a small tolerance). */
export function pixelsOfColour(png: Uint8Array, colour: string, tolerance = 30): number {
  const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
  const { data } = PNG.sync.read(Buffer.from(png));
  let found = 0;
  for (let i = 0; i < data.length; i += 4)
    if (Math.abs(data[i]! - r!) + Math.abs(data[i + 1]! - g!) + Math.abs(data[i + 2]! - b!) < tolerance) found++;
  return found;
}

/** A request to the recruiting API under test. */
export function apiRequest(
  pathname: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  return hostRequest(`localhost:${API_PORT}`, pathname, { ...init, port: API_PORT });
}

export async function apiJson<T>(pathname: string): Promise<T> {
  const answer = await apiRequest(pathname, { headers: { 'x-meridian-api': 'e2e' } });
  expect(answer.status, pathname).toBe(200);
  return JSON.parse(answer.body) as T;
}

/** A valid feed record of a company (1–4) at its first branch, in one of the known areas. */
export async function feedRecord(companyId: number, jobId: number, title: string, publishedAt: string) {
  const [branch] = await apiJson<{ id: number; city: string; latitude: number; longitude: number }[]>(
    `/v4/data/branches/${companyId}/0?type=1,2,3,4`,
  );
  return {
    jobId,
    companyId,
    typeId: 3,
    branchId: branch!.id,
    title: { de: title, en: title },
    areaId: 12,
    location: { city: branch!.city, country: 'DE', latitude: branch!.latitude, longitude: branch!.longitude },
    publishedAt,
    texts: { de: { intro: `<p>${title}</p>` } },
    contact: { firstName: 'Ada', lastName: 'Import' },
  };
}

/** Imports feed records through the API's admin route (IMPORT_TOKEN of the services under test). */
export async function importOffers(offers: unknown[]): Promise<Record<string, unknown>> {
  const token = process.env.IMPORT_TOKEN;
  expect(token, 'IMPORT_TOKEN of the recruiting API under test').toBeTruthy();
  const imported = await apiRequest('/v4/admin/offers', {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mode: 'partial', offers }),
  });
  expect(imported.status, imported.body).toBe(200);
  return JSON.parse(imported.body);
}

export interface ReceivedMail {
  subject: string;
  text: string;
  html: string;
  /** Every header as sent (lower-case names, folded lines joined), from the raw message. */
  headers: Record<string, string>;
}

/** The local inbox of the services under test (maildev's API): the mails to an address, oldest first. */
export async function mailsTo(address: string): Promise<ReceivedMail[]> {
  const inbox = `http://127.0.0.1:${process.env.E2E_MAIL_WEB_PORT ?? 1080}`;
  const list = (await (await fetch(`${inbox}/api/email?sort=asc`)).json()) as {
    id: string;
    to: { address: string }[];
  }[];
  const mine = list.filter((mail) => mail.to.some((to) => to.address.toLowerCase() === address.toLowerCase()));
  return Promise.all(
    mine.map(async (mail) => {
      const parsed = (await (await fetch(`${inbox}/api/email/${mail.id}`)).json()) as ReceivedMail;
      const source = await (await fetch(`${inbox}/api/email/${mail.id}/source`)).text();
      const head = source.split(/\r?\n\r?\n/, 1)[0]!.replace(/\r?\n[ \t]+/g, ' ');
      const headers: Record<string, string> = {};
      for (const line of head.split(/\r?\n/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      return { subject: parsed.subject, text: parsed.text, html: parsed.html, headers };
    }),
  );
}

/**
 * A job agent saved as the result list's form saves it (same-origin JSON POST), its confirmation mail received:
 * the mail's confirmation link. `search` is the career page's query string, `pagePath` the career page.
 */
export async function createJobAgent(
  host: string,
  {
    email,
    search,
    pagePath,
    frequency = 'weekly',
  }: { email: string; search: string; pagePath: string; frequency?: string },
): Promise<string> {
  const origin = `http://${host}:${WEB_PORT}`;
  const created = await hostRequest(host, '/api/job-agents', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, frequency, search, pagePath, page: `${origin}${pagePath}`, consent: true }),
  });
  expect(created.status, created.body).toBe(201);
  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 15_000 }).toBe(1);
  return /https?:\/\/\S+\/job-agent\/confirm\?token=[\w.-]+/.exec((await mailsTo(email))[0]!.text)![0];
}

/** Confirms a job agent by its confirmation link as the page's button does: the management page's location. */
export async function confirmJobAgent(host: string, confirmLink: string): Promise<string> {
  const token = new URL(confirmLink).searchParams.get('token')!;
  const confirmed = await hostRequest(host, '/api/job-agents/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}:${WEB_PORT}` },
    body: `token=${token}`,
  });
  expect(confirmed.status).toBe(303);
  return confirmed.headers.location!;
}

/**
 * Waits until the page is interactive: site-kit marks the document once React hydrated its root. Keys typed before
 * that reach the field but no handler (no suggestions are asked for them).
 */
export async function interactive(page: Page): Promise<void> {
  await expect(page.locator('html[data-site-kit="ready"]')).toBeAttached();
}
