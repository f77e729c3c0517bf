import { expect, test } from '@playwright/test';
import {
  cmsClient,
  editorAccounts,
  hostRequest,
  lexicalLink,
  lexicalParagraph,
  lexicalRoot,
  lexicalText,
  siteUrl,
  XSS_CORPUS,
} from './support';

/**
 * Quality gates, security: a corpus of known XSS payloads stored through the CMS in every text field a
 * page renders never executes in the browser; it shows up as inert text.
 */

const PAYLOADS = XSS_CORPUS;

const text = lexicalText;
const paragraph = lexicalParagraph;
const link = lexicalLink;

test('stored XSS payloads in a page never run', async ({ page }) => {
  const api = await cmsClient(editorAccounts().find((account) => account.site === 'brand-b')!);
  const site = JSON.parse((await api('/cms-api/sites?where[key][equals]=brand-b&depth=0')).body).docs[0].id as number;
  const media = JSON.parse((await api(`/cms-api/media?limit=1&depth=0`)).body).docs[0].id as number;

  const corpus = PAYLOADS.join(' ');
  const slug = `xss-${Date.now()}`;
  const created = await api('/cms-api/pages?locale=de', 'POST', {
    title: PAYLOADS[3],
    slug,
    tenant: site,
    _status: 'published',
    layout: [
      { blockType: 'hero', heading: PAYLOADS[0].slice(0, 160), text: corpus.slice(0, 600), image: media },
      {
        blockType: 'richText',
        content: lexicalRoot([
          paragraph(PAYLOADS.map(text)),
          paragraph([
            link('javascript:window.__xss=10', 'js link'),
            link('data:text/html,<script>window.__xss=11</script>', 'data link'),
          ]),
        ]),
      },
      { blockType: 'teaser', heading: PAYLOADS[1], items: [{ title: PAYLOADS[2], text: PAYLOADS[4] }] },
    ],
  });
  expect(created.status, created.body).toBe(201);

  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto(siteUrl('brand-b.localhost', `/de/de/${slug}`));
  await expect(page.locator('h1').first()).toContainText('<script>window.__xss=1</script>');
  await expect(page.locator('main')).toContainText('onerror="window.__xss=2"');
  // Links with script or data URLs lost them; clicking does nothing harmful.
  for (const label of ['js link', 'data link']) {
    const anchor = page.getByText(label);
    if (await anchor.count()) {
      const href = await anchor.evaluate((element) => element.closest('a')?.getAttribute('href') ?? null);
      expect(href ?? '').not.toMatch(/^\s*(javascript|data):/i);
    }
  }
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  expect(dialogs).toBe(0);
  // The side-navigation fragment of the same page is sanitised too.
  const fragment = await hostRequest('brand-b.localhost', `/de/de/${slug}?type=24818`);
  expect(fragment.status).toBe(200);
  const html = JSON.parse(fragment.body).content as string;
  const dangerous = await page.evaluate((markup) => {
    const doc = new DOMParser().parseFromString(`<div>${markup}</div>`, 'text/html');
    const found: string[] = [];
    for (const element of Array.from(doc.body.querySelectorAll('*'))) {
      if (['SCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'STYLE'].includes(element.tagName.toUpperCase()))
        found.push(element.tagName);
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name) || attribute.name === 'srcdoc')
          found.push(`${element.tagName}[${attribute.name}]`);
        if (
          ['href', 'src', 'action', 'formaction'].includes(attribute.name) &&
          /^\s*(javascript|data|vbscript):/i.test(attribute.value)
        )
          found.push(`${element.tagName}[${attribute.name}=${attribute.value}]`);
      }
    }
    return found;
  }, html);
  expect(dangerous).toEqual([]);
});
