/**
 * This web server as the proxy reaches it: over loopback, since Next.js keeps the proxy's modules apart from the
 * app's (health, redirect rules, page status, render attempts).
 */
export const SELF_HOST = '127.0.0.1';
export const selfPort = (): number => Number(process.env.PORT ?? 3000);
export const selfUrl = (pathAndQuery: string): string => `http://${SELF_HOST}:${selfPort()}${pathAndQuery}`;
