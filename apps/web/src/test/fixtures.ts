import type { Payload } from 'payload';
import type { Site } from '@/payload-types';

/**
 * Brand A as the integration suites need it: Kestrel Engineering on `brand-a.example`, in these German-market
 * languages (German only by default).
 */
export function createKestrelSite(
  payload: Payload,
  langs: readonly ('de' | 'en' | 'fr' | 'es')[] = ['de'],
): Promise<Site> {
  return payload.create({
    collection: 'sites',
    locale: 'de',
    overrideAccess: true,
    data: {
      name: 'Kestrel Engineering',
      key: 'brand-a',
      legalName: 'Kestrel Engineering GmbH',
      theme: 'brand-a',
      hosts: [{ host: 'brand-a.example' }],
      marketLanguages: langs.map((lang) => ({ market: 'de', lang })),
    },
  }) as Promise<Site>;
}
