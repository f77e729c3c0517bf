import { databaseHealth } from '@/cms/payload';
import { lookupPage } from '@/lookup/page-lookup';
import { checkRequestPath } from '@/routing/request-path';
import { getRedirects } from '@/seo/data';
import { registerAppAnswers } from '@/server/in-process';
import { resolveSite } from '@/sites/data';

/**
 * The app's answers to the proxy's questions, registered for it in this process (server/in-process.ts): the same
 * reads as /api/redirects, /api/health and /api/page-status, from the data cache, without an HTTP round trip.
 * Imported for its effect by the root layout and by those routes, so whichever loads first registers them.
 */
registerAppAnswers({
  async redirectRules(hostname) {
    const site = await resolveSite(hostname);
    return site ? getRedirects(site.id) : [];
  },
  async databaseDown() {
    return (await databaseHealth.status()) === 'down';
  },
  async pathResolves(host, pathname) {
    const check = checkRequestPath(pathname);
    if (!check.ok) return true;
    return (await lookupPage(host, null, check.segments, null)).kind !== 'not-found';
  },
});
