import type { Page } from '@playwright/test';

/**
 * Colour contrast where axe cannot decide: text over images, gradients, pseudo-element overlays and
 * icon glyphs come back from axe as "incomplete". This measures them on the rendered page instead: the text of
 * the element is made transparent, the box its own text occupies is captured, and the text colour is compared
 * with every background pixel in that box that the element is on top of (parts covered by another element,
 * e.g. a dropdown or a modal's backdrop, are not shown and are left out).
 *
 * The result is the contrast that 98 % of those background pixels reach (the 2nd percentile), so that image
 * grain and single anti-aliased pixels do not decide; a bright area behind a word does. Required: 4.5:1, or
 * 3:1 for large text (≥ 24 px, or ≥ 18.66 px bold) and for icon glyphs (non-text contrast, WCAG 1.4.11).
 */
export interface MeasuredContrast {
  selector: string;
  color: string;
  ratio: number;
  required: number;
}

const PROBE = 'data-contrast-probe';
/** Coverage is sampled on a grid of this many CSS pixels. */
const STEP = 8;

export interface ContrastTarget {
  selector: string;
  /** An icon glyph: non-text contrast (3:1). */
  glyphOnly: boolean;
}

interface Probe {
  selector: string;
  color: string;
  fontSize: number;
  fontWeight: number;
  /** The box of the element's own text, in viewport CSS pixels. */
  clip: { x: number; y: number; width: number; height: number };
  columns: number;
  /** Per grid cell of the box: whether the element is on top there. */
  shown: boolean[];
}

/**
 * Measures the targets: those in view together (one capture of the box around them), each of the others after
 * scrolling it into view (only when needed: scrolling can close popups such as autocomplete lists).
 */
export async function measureContrasts(page: Page, targets: ContrastTarget[]): Promise<MeasuredContrast[]> {
  const glyphOnly = new Map(targets.map((target) => [target.selector, target.glyphOnly]));
  const inView = await measureGroup(page, [...glyphOnly.keys()], glyphOnly, false);
  const results = [...inView.measured];
  for (const selector of inView.outside)
    results.push(...(await measureGroup(page, [selector], glyphOnly, true)).measured);
  return results;
}

async function measureGroup(
  page: Page,
  selectors: string[],
  glyphOnly: ReadonlyMap<string, boolean>,
  scroll: boolean,
): Promise<{ measured: MeasuredContrast[]; outside: string[] }> {
  // 1. Note where each element's own text is and which parts of that box show the element, then hide the text
  //    of all of them (a capture shows the background each text is drawn on).
  const { probes, outside } = await page.evaluate(
    async ([targets, attribute, step, scrollFirst]) => {
      const probes: Probe[] = [];
      const outside: string[] = [];
      const inView = (r: { top: number; left: number; bottom: number; right: number }) =>
        r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
      for (const target of targets) {
        const node = document.querySelector(target);
        if (!node) continue;
        if (!inView(node.getBoundingClientRect())) {
          if (!scrollFirst) {
            outside.push(target);
            continue;
          }
          node.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        }
        const style = getComputedStyle(node);
        const range = document.createRange();
        let box: { left: number; top: number; right: number; bottom: number } | null = null;
        for (const child of Array.from(node.childNodes)) {
          if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue;
          range.selectNodeContents(child);
          for (const r of Array.from(range.getClientRects())) {
            if (r.width === 0 || r.height === 0) continue;
            box = box
              ? {
                  left: Math.min(box.left, r.left),
                  top: Math.min(box.top, r.top),
                  right: Math.max(box.right, r.right),
                  bottom: Math.max(box.bottom, r.bottom),
                }
              : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
          }
        }
        if (!box) continue;
        const left = Math.max(0, Math.floor(box.left));
        const top = Math.max(0, Math.floor(box.top));
        const right = Math.min(innerWidth, Math.ceil(box.right));
        const bottom = Math.min(innerHeight, Math.ceil(box.bottom));
        if (right - left < 1 || bottom - top < 1) continue;
        const columns = Math.ceil((right - left) / step);
        const rows = Math.ceil((bottom - top) / step);
        const shown: boolean[] = [];
        for (let row = 0; row < rows; row += 1) {
          for (let column = 0; column < columns; column += 1) {
            const hit = document.elementFromPoint(
              Math.min(right - 0.5, left + column * step + step / 2),
              Math.min(bottom - 0.5, top + row * step + step / 2),
            );
            shown.push(Boolean(hit && (hit === node || node.contains(hit))));
          }
        }
        if (!shown.some(Boolean)) continue;
        node.setAttribute(attribute, String(probes.length));
        probes.push({
          selector: target,
          color: style.color,
          fontSize: Number.parseFloat(style.fontSize),
          fontWeight: Number(style.fontWeight),
          clip: { x: left, y: top, width: right - left, height: bottom - top },
          columns,
          shown,
        });
      }
      if (probes.length) {
        const sheet = document.createElement('style');
        sheet.setAttribute(attribute, 'sheet');
        const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
        if (nonce) sheet.nonce = nonce;
        sheet.textContent = `[${attribute}]:not(style), [${attribute}]:not(style) * { -webkit-text-fill-color: transparent !important; text-shadow: none !important; text-decoration-color: transparent !important; caret-color: transparent !important; }`;
        document.head.append(sheet);
      }
      return { probes, outside };
    },
    [selectors, PROBE, STEP, scroll] as const,
  );
  if (!probes.length) return { measured: [], outside };
  // 2. The backgrounds, as rendered: one capture of the box around all of them.
  const union = {
    left: Math.min(...probes.map((p) => p.clip.x)),
    top: Math.min(...probes.map((p) => p.clip.y)),
    right: Math.max(...probes.map((p) => p.clip.x + p.clip.width)),
    bottom: Math.max(...probes.map((p) => p.clip.y + p.clip.height)),
  };
  const clip = { x: union.left, y: union.top, width: union.right - union.left, height: union.bottom - union.top };
  const png = await page.screenshot({ clip, scale: 'css' }).catch(() => null);
  // 3. Show the texts again; compare each text colour with every background pixel its element is on top of (if
  //    nothing closed or re-rendered it meanwhile).
  const ratios = await page.evaluate(
    async ([attribute, base64, probes, origin, step]) => {
      const intact = probes.map((probe, index) => {
        const node = document.querySelector(`[${attribute}="${index}"]`);
        return Boolean(node?.matches(probe.selector) && node.checkVisibility());
      });
      for (const probed of Array.from(document.querySelectorAll(`[${attribute}]`))) {
        if (probed.getAttribute(attribute) === 'sheet') probed.remove();
        else probed.removeAttribute(attribute);
      }
      if (!base64) return probes.map(() => null);
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(bitmap, 0, 0);
      const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
      const channel = (c: number) => {
        const v = c / 255;
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (r: number, g: number, b: number) =>
        0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      return probes.map((probe, index) => {
        if (!intact[index]) return null;
        const [r, g, b] = (probe.color.match(/[\d.]+/g) ?? ['0', '0', '0']).map(Number);
        const text = luminance(r!, g!, b!);
        const found: number[] = [];
        for (let y = 0; y < probe.clip.height; y += 1) {
          for (let x = 0; x < probe.clip.width; x += 1) {
            if (!probe.shown[Math.floor(y / step) * probe.columns + Math.floor(x / step)]) continue;
            const i = ((probe.clip.y - origin.y + y) * bitmap.width + (probe.clip.x - origin.x + x)) * 4;
            const background = luminance(data[i]!, data[i + 1]!, data[i + 2]!);
            found.push((Math.max(text, background) + 0.05) / (Math.min(text, background) + 0.05));
          }
        }
        found.sort((p, q) => p - q);
        return found[Math.floor(found.length * 0.02)] ?? 21;
      });
    },
    [PROBE, png?.toString('base64') ?? '', probes, { x: clip.x, y: clip.y }, STEP] as const,
  );
  const measured: MeasuredContrast[] = [];
  probes.forEach((probe, index) => {
    const ratio = ratios[index];
    if (ratio === null || ratio === undefined) return;
    const large = probe.fontSize >= 24 || (probe.fontSize >= 18.66 && probe.fontWeight >= 700);
    const required = glyphOnly.get(probe.selector) || large ? 3 : 4.5;
    measured.push({ selector: probe.selector, color: probe.color, ratio: Math.round(ratio * 100) / 100, required });
  });
  return { measured, outside };
}

/**
 * Focusable controls in the viewport that another element covers (WCAG 2.4.11 Focus Not Obscured, and the
 * pointer target behind it): the centre and the four inset corners of each control are probed with
 * elementFromPoint; a control whose centre is covered is listed. Controls outside the viewport, inert ones
 * (also everything outside an open modal dialog) and visually hidden ones (≤ 2 px) are not judged; nor are
 * controls under a listbox or menu the visitor opened, nor those that focus would scroll out from under the cover.
 */
export async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    // A modal (a <dialog> opened as modal, or an aria-modal popup): the page behind it is not in use.
    const modal = document.querySelector(':modal') ?? document.querySelector('[aria-modal="true"]');
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : '';
      const classes = element.classList.length ? `.${Array.from(element.classList).slice(0, 2).join('.')}` : '';
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ''}`;
    };
    const px = (value: string) => Number.parseFloat(value) || 0;
    const scrolledIntoViewOnFocus = (control: HTMLElement, rect: DOMRect) => {
      let scroller: Element = document.documentElement;
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.position === 'fixed') return false;
        if (/(auto|scroll)/.test(style.overflowY) && parent.scrollHeight > parent.clientHeight) {
          scroller = parent;
          break;
        }
      }
      const style = getComputedStyle(scroller);
      const box =
        scroller === document.documentElement ? { top: 0, bottom: innerHeight } : scroller.getBoundingClientRect();
      return (
        rect.top < box.top + px(style.scrollPaddingTop) || rect.bottom > box.bottom - px(style.scrollPaddingBottom)
      );
    };
    const found: string[] = [];
    for (const control of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      if (control.closest('[inert]') || (modal && !modal.contains(control))) continue;
      if (!control.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue;
      if (rect.top < 0 || rect.left < 0 || rect.bottom > innerHeight || rect.right > innerWidth) continue;
      const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
      if (!hit || control === hit || control.contains(hit) || hit.contains(control)) continue;
      // A popup the visitor opened (autocomplete list, menu) lies over the page until it is dismissed, without
      // moving focus (the WCAG 2.4.11 exception for user-opened content).
      if (hit.closest('[role="listbox"], [role="menu"], [role="tooltip"]')) continue;
      // Where focus would scroll it out from under the cover, it is not hidden when it has focus: a control in
      // the scroll padding of its scroll container (the page keeps the sticky header's and the bottom widgets'
      // height there) is brought into the free part of the view on focus. A control in a fixed container, or
      // in the free part already, stays where it is: that one is judged.
      if (scrolledIntoViewOnFocus(control, rect)) continue;
      // A control clipped away by its own scroll container (a row scrolled sideways) is not on screen at all.
      let clipped = false;
      for (let parent = control.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.overflow === 'visible' && style.clipPath === 'none') continue;
        const box = parent.getBoundingClientRect();
        if (
          rect.left + rect.width / 2 < box.left ||
          rect.left + rect.width / 2 > box.right ||
          rect.top + rect.height / 2 < box.top ||
          rect.top + rect.height / 2 > box.bottom
        )
          clipped = true;
      }
      if (!clipped) found.push(`${describe(control)} under ${describe(hit)}`);
    }
    return found;
  });
}
