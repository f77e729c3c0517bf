/**
 * How the account routes answer a form post: a 303 back to an account page in the page's language, with what was
 * done (`done=`) or the refused fields (`e=` and the flash cookie, flash.ts, holding the values to show again).
 */
import { FLASH_COOKIE, FLASH_MAX_AGE, setCookie } from './cookies';
import { encodeFlash, newFlashId } from './flash';
import { accountPath, type AccountView } from './links';
import type { FormError } from './requests';

export function accountAnswers(locale: { market: string; lang: string }, secure: boolean) {
  const go = (view: AccountView, query = '', cookies: string[] = []) => {
    const headers = new Headers({ location: accountPath(locale, view, query), 'cache-control': 'no-store' });
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  };
  const refuse = (
    view: AccountView,
    errors: FormError[],
    values: Record<string, string> = {},
    params: Record<string, number> = {},
    query = '',
    cookies: string[] = [],
  ) => {
    const id = newFlashId();
    const location = `${query ? `${query}&` : ''}e=${id}`;
    const flash = setCookie(FLASH_COOKIE, encodeFlash({ id, errors, values, params }), FLASH_MAX_AGE, secure);
    return go(view, `${location}#account-errors`, [flash, ...cookies]);
  };
  return { go, refuse };
}
