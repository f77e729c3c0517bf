import type { Payload } from 'payload';
import type { Site, User } from '@/payload-types';

type MarketLanguage = { market: string; lang: 'de' | 'en' | 'fr' | 'es' };

/**
 * Brand A as the integration suites need it: Kestrel Engineering on `brand-a.example`, in these locales (German in
 * the German market by default).
 */
export function createKestrelSite(
  payload: Payload,
  marketLanguages: readonly MarketLanguage[] = [{ market: 'de', lang: 'de' }],
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
      marketLanguages: marketLanguages.map(({ market, lang }) => ({ market, lang })),
    },
  }) as Promise<Site>;
}

/** A site editor of this site and an administrator, their addresses told apart by `name`. */
export async function createEditorAndAdmin(
  payload: Payload,
  siteId: number,
  name: string,
): Promise<{ editor: User; admin: User }> {
  const editor = (await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: {
      email: `editor-${name}@example.org`,
      password: 'editor password long enough',
      roles: ['editor'],
      tenants: [{ tenant: siteId }],
    },
  })) as User;
  const admin = (await payload.create({
    collection: 'users',
    overrideAccess: true,
    data: { email: `admin-${name}@example.org`, password: 'admin password long enough', roles: ['admin'] },
  })) as User;
  return { editor, admin };
}
