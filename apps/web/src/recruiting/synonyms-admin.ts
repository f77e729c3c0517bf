/**
 * The recruiting API's synonym lists (apps/api `PUT /v4/admin/synonyms/{lang}`), as the CMS saves them: the API
 * checks every line and stores the list; its answer says whether it did and, if not, why.
 */
import { internalApiUrl } from './api-urls';

export type SynonymSaveResult =
  | { ok: true; rules: number }
  /** The API refused the list: `detail` names the line ("line 3: …"). */
  | { ok: false; kind: 'invalid'; detail: string }
  /** The API cannot be reached, refused the token, or failed. */
  | { ok: false; kind: 'unavailable'; detail: string };

const TIMEOUT_MS = 10_000;

export async function saveSynonymList(lang: string, rules: string): Promise<SynonymSaveResult> {
  const token = process.env.IMPORT_TOKEN;
  if (!token) return { ok: false, kind: 'unavailable', detail: 'IMPORT_TOKEN is not set for the web server' };
  try {
    const response = await fetch(`${internalApiUrl()}/v4/admin/synonyms/${encodeURIComponent(lang)}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ rules }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      cache: 'no-store',
    });
    const body = (await response.json().catch(() => null)) as { rules?: unknown; detail?: unknown } | null;
    if (response.ok && typeof body?.rules === 'number') return { ok: true, rules: body.rules };
    if (response.status === 400 && typeof body?.detail === 'string')
      return { ok: false, kind: 'invalid', detail: body.detail };
    return { ok: false, kind: 'unavailable', detail: `the recruiting API answered ${response.status}` };
  } catch (error) {
    return { ok: false, kind: 'unavailable', detail: (error as Error).message };
  }
}
