import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Payload } from 'payload';
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { DEFAULT_CONFIGURED_ITEMS } from '@meridian/site-kit/consent';
import { dataDir } from '@/lib/paths';
import { THEMES, type ThemeKey } from '@/sites/themes';
import { seedSites } from './content';
import type { Lang, Localized, SeedBlock, SeedPage, SeedSite } from './content/types';
import { renderSeedImage } from './images';

type Log = (message: string) => void;

/** Development hosts per site (ARCHITECTURE §4); production hosts are added by editors in the CMS. */
const DEV_HOSTS: Record<string, string[]> = {
  group: ['localhost', 'group.localhost', '127.0.0.1'],
  'brand-a': ['brand-a.localhost'],
  'brand-b': ['brand-b.localhost'],
  'brand-c': ['brand-c.localhost'],
};

export interface EditorAccount {
  email: string;
  password: string;
  role: 'admin' | 'editor';
  site?: string;
}

/**
 * Demo content for all four sites, in every language each serves, plus editor accounts. Runs only on an empty
 * database; returns false when content was already there.
 */
export async function seedDemoContent(payload: Payload, log: Log = console.log): Promise<boolean> {
  const existing = await payload.count({ collection: 'sites', overrideAccess: true });
  if (existing.totalDocs > 0) {
    log('demo content: present, nothing to do');
    return false;
  }
  const editorConfig = await editorConfigFactory.default({ config: payload.config });
  const toLexical = (html: string) => convertHTMLToLexical({ editorConfig, html, JSDOM });

  const siteIds: Record<string, number> = {};
  for (const seedSite of seedSites) {
    const started = Date.now();
    siteIds[seedSite.key] = await seedSiteContent(payload, seedSite, toLexical);
    log(`demo content: ${seedSite.name} (${seedSite.locales.map((l) => `/${l.market}/${l.lang}`).join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const accounts = await seedEditors(payload, siteIds);
  log(`demo content: ${accounts.length} editor accounts (see ${path.relative(process.cwd(), credentialsFile()) || credentialsFile()})`);
  return true;
}

async function seedSiteContent(payload: Payload, seedSite: SeedSite, toLexical: (html: string) => unknown): Promise<number> {
  const langs = [...new Set(seedSite.locales.map((l) => l.lang))];
  const [defaultLang, ...otherLangs] = langs as [Lang, ...Lang[]];
  const theme = THEMES[seedSite.key as ThemeKey];

  const site = await payload.create({
    collection: 'sites',
    locale: defaultLang,
    overrideAccess: true,
    data: {
      name: seedSite.name,
      key: seedSite.key,
      legalName: seedSite.legalName,
      tagline: seedSite.tagline[defaultLang],
      theme: seedSite.key as ThemeKey,
      isDefault: seedSite.key === 'group',
      hosts: (DEV_HOSTS[seedSite.key] ?? []).map((host) => ({ host })),
      marketLanguages: seedSite.locales.map((l) => ({ market: l.market, lang: l.lang })),
      contact: seedSite.contact,
    },
  });
  for (const lang of otherLangs) {
    await payload.update({ collection: 'sites', id: site.id, locale: lang, overrideAccess: true, data: { tagline: seedSite.tagline[lang] } });
  }

  // Images: drawn in the brand's colours, uploaded so Payload makes the responsive sizes.
  const mediaIds: Record<string, number> = {};
  for (const image of seedSite.images) {
    const buffer = await renderSeedImage(seedSite.key, image, theme.imagePalette);
    const media = await payload.create({
      collection: 'media',
      locale: defaultLang,
      overrideAccess: true,
      data: { alt: image.alt[defaultLang] ?? image.key, tenant: site.id },
      file: { data: buffer, mimetype: 'image/jpeg', name: `${seedSite.key}-${image.key}.jpg`, size: buffer.length },
    });
    for (const lang of otherLangs) {
      if (image.alt[lang]) {
        await payload.update({ collection: 'media', id: media.id, locale: lang, overrideAccess: true, data: { alt: image.alt[lang] } });
      }
    }
    mediaIds[image.key] = media.id;
  }

  // Pages in two passes: create them all, then fill layouts (blocks link to each other by id).
  const pageIds: Record<string, number> = {};
  const slugOf = (page: SeedPage, lang: Lang) => (page.key === 'home' ? 'home' : page.slug[lang]!);
  for (const page of seedSite.pages) {
    const created = await payload.create({
      collection: 'pages',
      locale: defaultLang,
      overrideAccess: true,
      data: { title: page.title[defaultLang]!, slug: slugOf(page, defaultLang), tenant: site.id, _status: 'draft' },
    });
    pageIds[page.key] = created.id;
  }
  const blockData = (block: SeedBlock, lang: Lang) => {
    const text = (value: Localized | undefined) => value?.[lang] ?? '';
    switch (block.blockType) {
      case 'hero':
        return {
          blockType: 'hero' as const,
          heading: text(block.heading),
          text: text(block.text),
          image: mediaIds[block.image]!,
          cta: block.cta ? { label: text(block.cta.label), page: pageIds[block.cta.page] } : undefined,
        };
      case 'richText':
        return { blockType: 'richText' as const, content: toLexical(text(block.html)) };
      case 'image':
        return { blockType: 'image' as const, image: mediaIds[block.image]!, caption: text(block.caption) };
      case 'teaser':
        return {
          blockType: 'teaser' as const,
          heading: text(block.heading),
          items: block.items.map((item) => ({
            title: text(item.title),
            text: text(item.text),
            image: item.image ? mediaIds[item.image] : undefined,
            page: item.page ? pageIds[item.page] : undefined,
          })),
        };
    }
  };
  for (const page of seedSite.pages) {
    for (const lang of langs) {
      if (!page.title[lang]) continue;
      await payload.update({
        collection: 'pages',
        id: pageIds[page.key]!,
        locale: lang,
        overrideAccess: true,
        data: {
          title: page.title[lang],
          slug: slugOf(page, lang),
          description: page.description[lang],
          layout: page.layout.map((block) => blockData(block, lang)) as never,
          _status: 'published',
        },
      });
    }
  }

  await payload.update({
    collection: 'sites',
    id: site.id,
    overrideAccess: true,
    data: {
      homePage: pageIds.home,
      legal: { privacyPage: pageIds.privacy, legalNoticePage: pageIds.legal },
    },
  });

  await seedConsentSettings(payload, seedSite, site.id, defaultLang);

  const menuPages = seedSite.pages.filter((page) => page.inMainMenu);
  const navigation = await payload.create({
    collection: 'navigation',
    locale: defaultLang,
    overrideAccess: true,
    data: {
      tenant: site.id,
      mainMenu: menuPages.map((page) => ({ label: page.title[defaultLang]!, page: pageIds[page.key] })),
    },
  });
  for (const lang of otherLangs) {
    await payload.update({
      collection: 'navigation',
      id: navigation.id,
      locale: lang,
      overrideAccess: true,
      data: {
        mainMenu: (navigation.mainMenu ?? []).map((item, index) => ({ id: item.id, page: item.page, label: menuPages[index]!.title[lang] ?? item.label })),
      },
    });
  }
  return site.id;
}

/**
 * The cookie dialog configuration of a site (issue 6): the items of SPEC §2.3 plus the essentials, every info
 * link to the site's privacy statement, and demo ids for the consent-gated tags (loaded only after consent).
 */
async function seedConsentSettings(payload: Payload, seedSite: SeedSite, siteId: number, lang: Lang) {
  const privacy = seedSite.pages.find((page) => page.key === 'privacy');
  const market = seedSite.locales.find((l) => l.lang === lang)?.market ?? 'de';
  const privacyUrl = privacy?.slug[lang] ? `/${market}/${lang}/${privacy.slug[lang]}` : `/${market}/${lang}`;
  await payload.create({
    collection: 'consent-settings',
    locale: lang,
    overrideAccess: true,
    data: {
      tenant: siteId,
      items: [...DEFAULT_CONFIGURED_ITEMS],
      revision: 1,
      infoUrls: DEFAULT_CONFIGURED_ITEMS.map((item) => ({ item, url: privacyUrl })),
      companyName: seedSite.legalName,
      tags: { googleTagManagerId: 'GTM-MERIDIAN', pingdomId: 'meridiandemo01' },
    },
  });
}

export const credentialsFile = () => path.join(dataDir(), 'editor-credentials.txt');

/**
 * One group-wide administrator (EDITOR_EMAIL / EDITOR_PASSWORD, or a generated password) and one editor per
 * site. Generated passwords are written to DATA_DIR/editor-credentials.txt (mode 600), never fixed in code.
 */
async function seedEditors(payload: Payload, siteIds: Record<string, number>): Promise<EditorAccount[]> {
  const generated = () => crypto.randomBytes(12).toString('base64url');
  const accounts: EditorAccount[] = [
    { email: process.env.EDITOR_EMAIL ?? 'admin@meridian.example', password: process.env.EDITOR_PASSWORD ?? generated(), role: 'admin' },
    ...Object.keys(siteIds).map((site) => ({
      email: `editor@${site}.meridian.example`,
      password: process.env.EDITOR_PASSWORD ?? generated(),
      role: 'editor' as const,
      site,
    })),
  ];
  for (const account of accounts) {
    await payload.create({
      collection: 'users',
      overrideAccess: true,
      data: {
        email: account.email,
        password: account.password,
        name: account.role === 'admin' ? 'Group administrator' : `Editor ${account.site}`,
        roles: [account.role],
        tenants: account.site ? [{ tenant: siteIds[account.site]! }] : [],
      },
    });
  }
  const lines = accounts.map((a) => `${a.role.padEnd(6)} ${(a.site ?? 'all').padEnd(8)} ${a.email}  ${process.env.EDITOR_PASSWORD ? '(EDITOR_PASSWORD)' : a.password}`);
  fs.writeFileSync(credentialsFile(), `# Meridian CMS accounts created by the demo seed. Sign in at /admin.\n${lines.join('\n')}\n`, { mode: 0o600 });
  return accounts;
}
