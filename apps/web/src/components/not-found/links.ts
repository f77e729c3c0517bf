/**
 * Where a 404 page points: the home page of its language, and for an offer URL {maincareer}/{jobId}/{urlpart}
 * (SPEC §2.8) whose offer is gone, the career page with the current offers.
 */
export function notFoundLinks(pathname: string, home: string): { home: string; career: string | null } {
  const segments = pathname.split('/').filter(Boolean);
  const isOfferUrl = segments.length >= 4 && /^\d{1,15}$/.test(segments[3]!);
  return { home, career: isOfferUrl ? `/${segments.slice(0, 3).map(encodeURIComponent).join('/')}` : null };
}
