/**
 * HTTP status → catalogue entry (SPEC §8.1). The catalogue has ten codes; any other failure is shown with the
 * nearest one: other 5xx as 500, other 4xx as 400, a request the browser refused to send (network error,
 * CORS, an extension) as 499. A time-out is 118.
 */
export const CATALOGUE_STATUSES = [118, 204, 400, 401, 403, 404, 405, 499, 500, 503] as const;
export type CatalogueStatus = (typeof CATALOGUE_STATUSES)[number];

export const TIMEOUT_STATUS = 118;
export const BLOCKED_STATUS = 499;

export interface StatusText {
  status: string;
  message: string;
}
export type StatusTexts = Record<CatalogueStatus, StatusText>;

export function catalogueStatus(status: number): CatalogueStatus {
  if ((CATALOGUE_STATUSES as readonly number[]).includes(status)) return status as CatalogueStatus;
  if (status >= 500 && status <= 599) return 500;
  if (status >= 400 && status <= 499) return 400;
  return BLOCKED_STATUS;
}

/** Catalogue keys of a status, e.g. `http.status.404.status` and `http.status.404.message`. */
export function statusKeys(status: number): { status: string; message: string } {
  const code = catalogueStatus(status);
  return { status: `http.status.${code}.status`, message: `http.status.${code}.message` };
}

/** All ten entries translated by a catalogue `t` function (server side: the page language). */
export function statusTexts(t: (key: string) => string): StatusTexts {
  return Object.fromEntries(
    CATALOGUE_STATUSES.map((code) => {
      const keys = statusKeys(code);
      return [code, { status: t(keys.status), message: t(keys.message) }];
    }),
  ) as StatusTexts;
}
