/**
 * This web server as the proxy reaches it over loopback: for render attempts, and for health, redirect rules and
 * page status until the app has registered its in-process answers (server/in-process.ts).
 */
export const SELF_HOST = '127.0.0.1';
export const selfPort = (): number => Number(process.env.PORT ?? 3000);
export const selfUrl = (pathAndQuery: string): string => `http://${SELF_HOST}:${selfPort()}${pathAndQuery}`;
