/**
 * Click handling for script-call links and same-page anchors (SPEC §2.5), by event delegation on the document
 * so links in content inserted later (side-navigation fragments) work too.
 *
 *   <a href="#" data-script-call="openCookieSettings">…</a>   runs the function registered under that name
 *   <a href="#team">…</a>                                     scrolls smoothly to #team and moves focus there
 */
import { anchorTarget, isScriptCallName, SCRIPT_CALL_ATTRIBUTE, scrollBehavior } from './rules.ts';

export type ScriptCall = (link: HTMLAnchorElement | HTMLButtonElement) => void;

const calls = new Map<string, ScriptCall>();

/** Makes `name` callable from links; only registered names ever run (no eval, no globals). */
export function registerScriptCall(name: string, call: ScriptCall): void {
  if (!isScriptCallName(name)) throw new Error(`invalid script-call name: ${name}`);
  calls.set(name, call);
}

export function registeredScriptCalls(): string[] {
  return [...calls.keys()];
}

/** Runs a registered call; false (and nothing runs) for unknown or malformed names. */
export function runScriptCall(name: string | null, link: HTMLAnchorElement | HTMLButtonElement): boolean {
  if (!isScriptCallName(name)) return false;
  const call = calls.get(name);
  if (!call) return false;
  call(link);
  return true;
}

/** Scrolls to the element and gives it focus, so keyboard and screen-reader users land there too. */
export function scrollToElement(target: HTMLElement, win: Window = window): void {
  const reduced = win.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: scrollBehavior(reduced), block: 'start' });
  if (!target.matches('a[href], button, input, select, textarea, [tabindex]')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

export function installLinkHandlers(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const element =
      event.target instanceof Element
        ? event.target.closest(`a[${SCRIPT_CALL_ATTRIBUTE}], button[${SCRIPT_CALL_ATTRIBUTE}], a[href*="#"]`)
        : null;
    if (!element) return;
    if (element.hasAttribute(SCRIPT_CALL_ATTRIBUTE)) {
      event.preventDefault();
      runScriptCall(element.getAttribute(SCRIPT_CALL_ATTRIBUTE), element as HTMLAnchorElement);
      return;
    }
    const link = element as HTMLAnchorElement;
    // Side-navigation links open their layer (SideNavigation handles them).
    if (link.hasAttribute('data-layer-link')) return;
    const id = anchorTarget(link.getAttribute('href'), doc.location.href);
    if (!id) return;
    // Inside a layer the target is looked up in the layer first (its content repeats page ids).
    const scope: ParentNode = link.closest('dialog') ?? doc;
    const target = scope.querySelector<HTMLElement>(`#${CSS.escape(id)}`) ?? doc.getElementById(id);
    if (!target) return;
    event.preventDefault();
    if (!link.closest('dialog')) doc.defaultView?.history.pushState(null, '', `#${encodeURIComponent(id)}`);
    scrollToElement(target, doc.defaultView ?? window);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
