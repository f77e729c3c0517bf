/**
 * How the CV routes answer a form post, like the other account routes: a 303 back to the account page in the
 * page's language, with what was done (`done=`) or the refused field (`e=` and the flash cookie, flash.ts).
 */
import { FLASH_COOKIE, FLASH_MAX_AGE, setCookie } from '../cookies';
import { encodeFlash, newFlashId } from '../flash';
import { accountPath, type AccountView } from '../links';
import type { FormError } from '../requests';

export function accountAnswers(locale: { market: string; lang: string }, secure: boolean) {
  const go = (view: AccountView, query = '', cookies: string[] = []) => {
    const headers = new Headers({ location: accountPath(locale, view, query), 'cache-control': 'no-store' });
    for (const cookie of cookies) headers.append('set-cookie', cookie);
    return new Response(null, { status: 303, headers });
  };
  const refuse = (view: AccountView, errors: FormError[], params: Record<string, number> = {}) => {
    const id = newFlashId();
    const flash = setCookie(FLASH_COOKIE, encodeFlash({ id, errors, values: {}, params }), FLASH_MAX_AGE, secure);
    return go(view, `e=${id}#account-errors`, [flash]);
  };
  return { go, refuse };
}
