import type { RedirectRule } from '@/collections/Redirects/validation';

/**
 * What the proxy asks the app about, answered inside this process. Next.js bundles the proxy apart from the app's
 * routes, so each side has its own copies of our modules and their state; globalThis is what both see. The app
 * registers its answers here as its modules load (app-answers.ts); until then — the first request after a start —
 * the proxy asks the same questions over loopback HTTP (/api/redirects, /api/health, /api/page-status).
 */
export interface AppAnswers {
  /** The editor-managed redirects of the site on that host (none for an unknown host). */
  redirectRules(hostname: string): Promise<RedirectRule[]>;
  /** Whether the CMS database is known to be down (the health check's own memo applies). */
  databaseDown(): Promise<boolean>;
  /** Whether host + path show a page or a redirect (false: the 404 page). */
  pathResolves(host: string, pathname: string): Promise<boolean>;
}

/** What the app tells the proxy: data the proxy keeps a copy of has changed (the CMS hooks). */
export interface ProxyListeners {
  redirectsChanged(): void;
}

const ANSWERS = Symbol.for('meridian.appAnswers');
const LISTENERS = Symbol.for('meridian.proxyListeners');
type Shared = { [ANSWERS]?: AppAnswers; [LISTENERS]?: ProxyListeners };

export const appAnswers = (): AppAnswers | undefined => (globalThis as Shared)[ANSWERS];
export const registerAppAnswers = (answers: AppAnswers): void => {
  (globalThis as Shared)[ANSWERS] = answers;
};

export const proxyListeners = (): ProxyListeners | undefined => (globalThis as Shared)[LISTENERS];
export const registerProxyListeners = (listeners: ProxyListeners): void => {
  (globalThis as Shared)[LISTENERS] = listeners;
};

/** The answer, or a rejection after `ms` (an answer that hangs must not hold a page request). */
export function withinMs<T>(answer: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([answer, timeout]).finally(() => clearTimeout(timer));
}
