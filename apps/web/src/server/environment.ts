/**
 * Environment detection from the request host (SPEC §1, ARCHITECTURE §4): `preview.` → Preview,
 * `testing.`/`test.` → Testing, `dev.` or `localhost` (and `*.localhost`) → Development, anything else Production.
 * Debug logging runs only outside Production.
 */
export type Environment = 'production' | 'preview' | 'testing' | 'development';

export function environmentFromHost(host: string | null | undefined): Environment {
  const hostname = hostnameOf(host ?? '');
  if (hostname.startsWith('preview.')) return 'preview';
  if (hostname.startsWith('testing.') || hostname.startsWith('test.')) return 'testing';
  if (hostname.startsWith('dev.') || hostname === 'localhost' || hostname.endsWith('.localhost')) return 'development';
  if (hostname === '127.0.0.1' || hostname === '[::1]') return 'development';
  return 'production';
}

export function isDebugEnvironment(environment: Environment): boolean {
  return environment !== 'production';
}

const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * The log level for a request: debug outside Production and info in it, unless the operator set one (LOG_LEVEL),
 * which then holds on every host, except that Production never logs below info.
 */
export function requestLogLevel(environment: Environment, configured?: string): LogLevel {
  const floor: LogLevel = isDebugEnvironment(environment) ? 'debug' : 'info';
  const chosen = LOG_LEVELS.find((level) => level === configured?.trim().toLowerCase());
  if (!chosen) return floor;
  if (environment !== 'production') return chosen;
  return LOG_LEVELS.indexOf(chosen) < LOG_LEVELS.indexOf('info') ? 'info' : chosen;
}

/** Lower-cased host without port; '' when the value is not a syntactically valid host. */
export function hostnameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.length === 0 || value.length > 253 + 6) return '';
  // IPv6 literal with optional port.
  const ipv6 = /^(\[[0-9a-f:.]+\])(?::\d{1,5})?$/.exec(value);
  if (ipv6) return ipv6[1]!;
  const match =
    /^([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*)(?::(\d{1,5}))?$/.exec(value);
  if (!match) return '';
  return match[1]!;
}

export function isValidHostHeader(host: string | null | undefined): boolean {
  return hostnameOf(host ?? '') !== '';
}
