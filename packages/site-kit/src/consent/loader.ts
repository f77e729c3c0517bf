/**
 * Consent-gated loading of third-party scripts and embeds. Pages declare them inert:
 *   <script type="text/plain" data-consent="GOOGLE_ANALYTICS" data-src="https://…"></script>   (or inline code)
 *   <div data-consent="YOUTUBE" data-consent-embed="https://…" data-title="…"><button …>…</button></div>
 * and they become real elements only once their item is consented, immediately on the cookie-accept event.
 * Google Consent Mode is updated from the record before any gated tag runs.
 */
import { consentModeFor } from './consent-mode.ts';
import { isItemType, type ItemType } from './items.ts';
import { isConsented, type ConsentRecord } from './rules.ts';
import { CONSENT_ACCEPT_EVENT, type ConsentAcceptDetail } from './state.ts';

const SCRIPT_SELECTOR = 'script[type="text/plain"][data-consent]';
const EMBED_SELECTOR = '[data-consent][data-consent-embed]';

/** Only https (or same-origin relative) URLs may be activated: a CMS value can never become `javascript:`. */
export function isLoadableUrl(value: string | null | undefined, base = 'https://invalid.example/'): boolean {
  if (!value) return false;
  try {
    const url = new URL(value, base);
    return url.protocol === 'https:' || (url.origin === new URL(base).origin && !/^[a-z][a-z0-9+.-]*:/i.test(value));
  } catch {
    return false;
  }
}

const itemOf = (element: Element): ItemType | null => {
  const item = element.getAttribute('data-consent');
  return isItemType(item) ? item : null;
};

/** Activates every placeholder under `root` whose item is consented; returns how many became live. */
export function activateConsented(record: ConsentRecord, root: ParentNode = document): number {
  let activated = 0;
  const base = typeof location === 'undefined' ? undefined : location.href;
  for (const placeholder of Array.from(root.querySelectorAll<HTMLScriptElement>(SCRIPT_SELECTOR))) {
    const item = itemOf(placeholder);
    if (!item || !isConsented(record, item)) continue;
    const src = placeholder.getAttribute('data-src');
    if (src !== null && !isLoadableUrl(src, base)) continue;
    const script = placeholder.ownerDocument.createElement('script');
    for (const { name, value } of Array.from(placeholder.attributes)) {
      if (name !== 'type' && name !== 'data-src') script.setAttribute(name, value);
    }
    if (src !== null) {
      script.src = src;
      script.async = true;
    } else {
      // Inline code needs the page's CSP nonce ('strict-dynamic' trusts only created scripts with a src).
      if (placeholder.nonce) script.nonce = placeholder.nonce;
      script.text = placeholder.text;
    }
    script.setAttribute('data-consent-active', '');
    placeholder.replaceWith(script);
    activated += 1;
  }
  for (const holder of Array.from(root.querySelectorAll<HTMLElement>(EMBED_SELECTOR))) {
    const item = itemOf(holder);
    const src = holder.getAttribute('data-consent-embed');
    if (!item || !isConsented(record, item) || !isLoadableUrl(src, base)) continue;
    const iframe = holder.ownerDocument.createElement('iframe');
    iframe.src = src!;
    iframe.title = holder.getAttribute('data-title') ?? '';
    iframe.loading = 'lazy';
    iframe.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    holder.removeAttribute('data-consent-embed');
    holder.setAttribute('data-consent-active', '');
    holder.replaceChildren(iframe);
    activated += 1;
  }
  return activated;
}

type Gtag = (...args: unknown[]) => void;

/** Updates Consent Mode (when the default script set up `gtag`) and activates what the record allows. */
export function applyConsent(record: ConsentRecord, win: Window & { gtag?: Gtag } = window): number {
  if (typeof win.gtag === 'function') win.gtag('consent', 'update', consentModeFor(record));
  return activateConsented(record, win.document);
}

/** Listens for the cookie-accept event; returns the unsubscribe function. */
export function installConsentLoader(win: Window = window): () => void {
  const onAccept = (event: Event) => applyConsent((event as CustomEvent<ConsentAcceptDetail>).detail.record, win);
  win.addEventListener(CONSENT_ACCEPT_EVENT, onAccept);
  return () => win.removeEventListener(CONSENT_ACCEPT_EVENT, onAccept);
}
