import { expect, test, type Page } from '@playwright/test';
import { SITES, editorAccounts, hostRequest, siteUrl } from './support';

/**
 * Quality gates, security: every response carries the security headers, every HTML response a
 * nonce-based CSP without 'unsafe-inline' scripts, and the pages run under it without a single violation.
 */

const scriptSources = (csp: string) =>
  (csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '').trim().split(/\s+/).slice(1);

/** Records every CSP violation the page reports, from the first byte on. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test.describe('security headers', () => {
  for (const site of SITES) {
    test(`${site.key}: pages carry a fresh nonce CSP and the static headers`, async () => {
      const [first, second] = [await hostRequest(site.host, `/de/de`), await hostRequest(site.host, `/de/de`)];
      expect(first.status).toBe(200);
      const csp = String(first.headers['content-security-policy']);
      const sources = scriptSources(csp);
      expect(sources).toContain("'strict-dynamic'");
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(String(second.headers['content-security-policy'])).not.toContain(nonce!);
      // Every executable inline script in the HTML carries this response's nonce.
      const inlineScripts = [
        ...first.body.matchAll(
          /<script(?![^>]*\bsrc=)(?![^>]*type="(?:text\/plain|application\/(?:ld\+)?json)")([^>]*)>/g,
        ),
      ];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, attributes] of inlineScripts) expect(attributes).toContain(`nonce="${nonce}"`);
      expect(csp).toMatch(/frame-ancestors 'self'/);
      expect(first.headers['x-content-type-options']).toBe('nosniff');
      expect(first.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(first.headers['permissions-policy']).toContain('camera=()');
      // localhost is the Development environment: no HSTS over plain http.
      expect(first.headers['strict-transport-security']).toBeUndefined();
    });
  }

  test('a Production host gets HSTS; errors, API routes and assets carry the headers too', async () => {
    const production = await hostRequest('www.velora-group.example', '/de/de');
    expect(production.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    const tooLong = await hostRequest('localhost', `/de/de/${'a'.repeat(3000)}`);
    expect(tooLong.status).toBe(414);
    expect(tooLong.headers['content-security-policy']).toContain("'strict-dynamic'");
    const api = await hostRequest('localhost', '/api/fragment?type=24818');
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
    const asset = await hostRequest('localhost', '/favicon.ico');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    // Payload's colour-scheme client hint is the admin's: on a site page Critical-CH would make Chrome restart a
    // first HTTPS visit, and its Vary would split shared caches.
    expect(production.headers['critical-ch']).toBeUndefined();
    expect(String(production.headers.vary ?? '')).not.toMatch(/Sec-CH-Prefers-Color-Scheme/i);
    expect((await hostRequest('localhost', '/admin/login')).headers['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme');
  });
});

test.describe('pages run under the policy', () => {
  for (const site of SITES) {
    test(`${site.key}: no CSP violation on home and a content page, consent dialog included`, async ({ browser }) => {
      const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      const page = await context.newPage();
      const violations = await collectViolations(page);
      await page.goto(siteUrl(site.host, '/de/de'));
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.getByRole('dialog').getByRole('button').first().click();
      const link = page.locator('main a[href^="/de/de/"]').first();
      if (await link.count()) {
        await link.click();
        await page.waitForLoadState('networkidle');
      }
      expect(await violations()).toEqual([]);
      await context.close();
    });
  }

  test('the CMS admin signs in and works under its nonce CSP', async ({ page }) => {
    const violations = await collectViolations(page);
    // brand C's editor: no other suite signs in with it (parallel sign-ins of one account can drop a session).
    const admin = editorAccounts().find((account) => account.site === 'brand-c')!;
    const response = await page.goto(siteUrl('localhost', '/admin'));
    expect(response?.headers()['content-security-policy']).toContain("'strict-dynamic'");
    await page.getByLabel(/email/i).fill(admin.email);
    await page
      .getByLabel(/password/i)
      .first()
      .fill(admin.password);
    await page.getByRole('button', { name: /login/i }).click();
    await expect(page.getByRole('link', { name: /pages/i }).first()).toBeVisible({ timeout: 30_000 });
    await page.goto(siteUrl('localhost', '/admin/collections/pages'));
    await expect(page.locator('table').first()).toBeVisible({ timeout: 30_000 });
    expect(await violations()).toEqual([]);
  });
});
