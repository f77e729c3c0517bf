/**
 * Widget mount registry: server-rendered markup marks interactive elements with
 * `data-meridian-widget="<name>"`; `mountWidgets(root)` brings every one under `root` to life. It runs on page
 * load and again whenever HTML is inserted later (a side-navigation fragment), so a slider inside a fetched
 * fragment works like one on the page. Each element is mounted once; the returned function unmounts what this
 * call mounted (timers, listeners, observers).
 */
export const WIDGET_ATTRIBUTE = 'data-meridian-widget';
const MOUNTED_ATTRIBUTE = 'data-meridian-widget-mounted';

type Cleanup = (() => void) | void;
/**
 * Mounts one element; returns its clean-up, or nothing when there is none. It may be asynchronous, so that a
 * widget's code is fetched only by pages that have one (`async (el) => (await import('./x.ts')).mount(el)`).
 */
export type WidgetMount = (element: HTMLElement) => Cleanup | Promise<Cleanup>;

const registry = new Map<string, WidgetMount>();

/** A widget name: lower-case letters, digits and '-', so it is safe inside a selector and an attribute. */
export function isWidgetName(name: string): boolean {
  return /^[a-z][a-z0-9-]{0,39}$/.test(name);
}

export function registerWidget(name: string, mount: WidgetMount): void {
  if (!isWidgetName(name)) throw new Error(`invalid widget name: ${name}`);
  registry.set(name, mount);
}

export function registeredWidgets(): string[] {
  return [...registry.keys()];
}

/** Mounts every not yet mounted widget under `root` (and `root` itself); unknown names are left alone. */
export function mountWidgets(root: ParentNode & Node): () => void {
  const candidates: HTMLElement[] = [];
  if (root instanceof HTMLElement && root.hasAttribute(WIDGET_ATTRIBUTE)) candidates.push(root);
  candidates.push(...Array.from(root.querySelectorAll<HTMLElement>(`[${WIDGET_ATTRIBUTE}]`)));
  const cleanups: (() => void)[] = [];
  for (const element of candidates) {
    if (element.hasAttribute(MOUNTED_ATTRIBUTE)) continue;
    const mount = registry.get(element.getAttribute(WIDGET_ATTRIBUTE) ?? '');
    if (!mount) continue;
    element.setAttribute(MOUNTED_ATTRIBUTE, '');
    // One broken widget must not stop the others (or the page).
    const failed = (error: unknown) => {
      element.removeAttribute(MOUNTED_ATTRIBUTE);
      console.error(`widget ${element.getAttribute(WIDGET_ATTRIBUTE)} failed to mount`, error);
    };
    let unmounted = false;
    let cleanup: Cleanup;
    try {
      const result = mount(element);
      if (result instanceof Promise) {
        result.then((later) => {
          // Unmounted while the widget's code was loading: undo at once.
          if (unmounted) later?.();
          else cleanup = later;
        }, failed);
      } else {
        cleanup = result;
      }
    } catch (error) {
      failed(error);
      continue;
    }
    cleanups.push(() => {
      unmounted = true;
      cleanup?.();
      element.removeAttribute(MOUNTED_ATTRIBUTE);
    });
  }
  return () => {
    for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  };
}
