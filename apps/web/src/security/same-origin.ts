/** Cross-site form posts are refused: when the browser names the origin, it must be this host. */
export function sameOrigin(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin || origin === 'null') return origin !== 'null';
  try {
    return new URL(origin).host.toLowerCase() === (request.headers.get('host') ?? '').toLowerCase();
  } catch {
    return false;
  }
}
