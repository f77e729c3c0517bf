import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_CONFIGURED_ITEMS, acceptAll } from '@meridian/site-kit/consent';
import { SITES, consentState, presetConsentState, screenshotPath, siteUrl } from './support';

/**
 * Every page fits its screen: at phone, tablet and desktop widths no element sticks out of the viewport sideways
 * and no text is cut off by its box. Each brand's home and career page, an open offer of each detail layout (brand C's
 * with its map allowed), and the consent dialog of a first visit. Screenshots are kept as artifacts.
 */
const WIDTHS = [390, 768, 1366] as const;
const CAREER = '/de/de/karriere';

/** A state with every consent item accepted, so brand C's detail layer shows its map. */
const allAcceptedState = () => consentState(acceptAll(DEMO_CONFIGURED_ITEMS), '00000000-0000-4000-8000-000000000007');

interface Misfit {
  what: string;
  element: string;
  box: string;
}

/**
 * What does not fit, read in the page: the document wider than the viewport, visible elements whose right edge is
 * past it or whose left edge is before it, text clipped by an element that hides its overflow, and a line of text
 * running past the edge of its box. Visually hidden text (1 px boxes for screen readers) and text that ends in an
 * ellipsis by design are not clipping.
 */
async function misfits(page: Page): Promise<Misfit[]> {
  return page.evaluate(() => {
    const found: { what: string; element: string; box: string }[] = [];
    const root = document.documentElement;
    const width = root.clientWidth;
    const name = (element: Element) => {
      const classes =
        typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''}`;
    };
    if (root.scrollWidth > width + 1)
      found.push({ what: 'document wider than the viewport', element: 'html', box: `${root.scrollWidth} > ${width}` });
    // Inside an open modal layer only the layer counts: the page behind it is inert and covered.
    const modal = document.querySelector('dialog[open]:modal, dialog.sk-layer[open]');
    const scope = modal ?? document.body;
    for (const element of scope.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (
        style.display === 'none' ||
        style.visibility === 'hidden' ||
        element.closest('[hidden], [inert], [aria-hidden="true"]')
      )
        continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const visuallyHidden = box.width <= 1 && box.height <= 1;
      if (visuallyHidden) continue;
      // Elements inside a horizontal scroller (carousels, tables that scroll) may extend past the screen.
      let scroller: Element | null = element.parentElement;
      let inScroller = false;
      while (scroller && scroller !== document.body) {
        const overflowX = getComputedStyle(scroller).overflowX;
        if (overflowX === 'auto' || overflowX === 'scroll' || overflowX === 'hidden' || overflowX === 'clip') {
          inScroller = true;
          break;
        }
        scroller = scroller.parentElement;
      }
      if (!inScroller && style.position !== 'fixed' && (box.right > width + 1 || box.left < -1)) {
        found.push({
          what: 'sticks out of the viewport',
          element: name(element),
          box: `${Math.round(box.left)}…${Math.round(box.right)} of ${width}`,
        });
      }
      // A box that scrolls sideways hides part of its content (carousels, which scroll by design, excepted).
      const scrollsSideways =
        ['auto', 'scroll'].includes(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
      if (scrollsSideways && !element.closest('.sk-slider')) {
        found.push({
          what: 'content wider than its scrolling box',
          element: name(element),
          box: `${element.scrollWidth} > ${element.clientWidth}`,
        });
      }
      const clips = ['hidden', 'clip'].includes(style.overflowX);
      const hasText = Array.from(element.childNodes).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
      );
      if (clips && hasText && style.textOverflow !== 'ellipsis' && element.scrollWidth > element.clientWidth + 1) {
        found.push({
          what: 'text clipped by its box',
          element: name(element),
          box: `${element.scrollWidth} > ${element.clientWidth}`,
        });
      }
      // A line of text (a block holding only text and inline elements) wider than its box runs past the box's edge
      // even where nothing clips it: a phone number over the edge of its grey contact box.
      const lineOfText =
        !style.display.startsWith('inline') &&
        element.textContent!.trim() !== '' &&
        Array.from(element.children).every((child) => {
          const childStyle = getComputedStyle(child);
          return childStyle.display.startsWith('inline') && childStyle.position === 'static';
        });
      if (!clips && lineOfText && element.scrollWidth > element.clientWidth + 1) {
        found.push({
          what: 'text runs past its box',
          element: name(element),
          box: `${element.scrollWidth} > ${element.clientWidth}`,
        });
      }
    }
    return found;
  });
}

async function check(page: Page, shot: string) {
  await page.waitForLoadState('load');
  await page.waitForTimeout(400); // slide-in and fade animations
  await page.screenshot({ path: screenshotPath(`fit-${shot}`), fullPage: false });
  const problems = await misfits(page);
  expect(problems, `${shot}: ${JSON.stringify(problems, null, 1)}`).toEqual([]);
}

async function withContext<T>(
  browser: Browser,
  state: ReturnType<typeof presetConsentState>,
  width: number,
  body: (page: Page) => Promise<T>,
) {
  const context = await browser.newContext({
    storageState: state,
    viewport: { width, height: width < 768 ? 844 : 900 },
  });
  try {
    return await body(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const site of SITES) {
  test(`${site.key}: home, career page and an open offer fit at ${WIDTHS.join(', ')} px`, async ({ browser }) => {
    // Nine page loads and screenshots one after the other: more than one test's usual time on a busy machine.
    test.slow();
    for (const width of WIDTHS) {
      await withContext(browser, allAcceptedState(), width, async (page) => {
        await page.goto(siteUrl(site.host, '/de/de'));
        await check(page, `${site.key}-home-${width}`);
        await page.goto(siteUrl(site.host, CAREER));
        await page.waitForSelector('.recruiting-offer a');
        await check(page, `${site.key}-career-${width}`);
        await page.click('.recruiting-offer a');
        await page.waitForSelector('dialog.recruiting-layer[open] h1, dialog.recruiting-layer[open] h2');
        // Brand C's layout shows a map: wait for it (consent allows it) so the check sees the layer as it settles.
        if (await page.locator('dialog.recruiting-layer[open] .sk-map').count())
          await page.waitForSelector('dialog.recruiting-layer[open] .sk-map canvas', { timeout: 15_000 });
        await check(page, `${site.key}-offer-${width}`);
      });
    }
  });
}

test(`the consent dialog of a first visit fits at ${WIDTHS.join(', ')} px on every site`, async ({ browser }) => {
  // Twelve fresh visits (four sites, three widths) one after the other.
  test.slow();
  for (const site of SITES) {
    for (const width of WIDTHS) {
      await withContext(browser, { cookies: [], origins: [] }, width, async (page) => {
        await page.goto(siteUrl(site.host, '/de/de'));
        await page.waitForSelector('dialog.cc-dialog[open]');
        await check(page, `${site.key}-consent-${width}`);
      });
    }
  }
});

for (const site of SITES) {
  test(`${site.key}: the side-navigation layer fits at ${WIDTHS.join(', ')} px, its whole menu in view`, async ({
    browser,
  }) => {
    for (const width of WIDTHS) {
      await withContext(browser, presetConsentState(), width, async (page) => {
        await page.goto(siteUrl(site.host, '/de/de'));
        await page.waitForSelector('html[data-site-kit="ready"]');
        await page.locator('.sk-page-nav a[data-layer-link]').first().click();
        await page.waitForSelector('dialog.sk-layer[open] article.page');
        await check(page, `${site.key}-side-navigation-${width}`);
        // No entry of the layer's menu is cut off by its box or the screen.
        for (const entry of await page.locator('dialog.sk-layer .sk-side-nav li > *').all())
          await expect(entry).toBeInViewport({ ratio: 1 });
      });
    }
  });
}
