import pino from 'pino';
import { environmentFromHost, requestLogLevel } from '@/server/environment';

/**
 * Structured JSON logs. The process logs at debug level unless it runs in production; per request the level
 * follows the environment of the host (SPEC §1: debug logging only outside Production) or the operator's LOG_LEVEL.
 */
export const logger = pino({
  name: 'meridian-web',
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'production' ? 'info' : 'debug'),
});

export function requestLogger(host: string | null | undefined) {
  const environment = environmentFromHost(host);
  return logger.child({ host, environment }, { level: requestLogLevel(environment, process.env.LOG_LEVEL) });
}
