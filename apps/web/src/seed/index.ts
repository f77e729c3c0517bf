import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import type { Payload } from 'payload';
import { convertHTMLToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical';
import { DEMO_CONFIGURED_ITEMS } from '@meridian/site-kit/consent';
import { dataDir } from '@/server/paths';
import { THEMES, type ThemeKey } from '@/sites/themes';
import { seedSites } from './content';
import { bannerEvent, withEventDate } from './content/banner-dates';
import type { Lang, Localized, SeedBlock, SeedPage, SeedSite } from './content/types';
import { renderSeedImage } from './images';

type Log = (message: string) => void;

/**
 * Hosts per site: the development hosts (ARCHITECTURE §4) and a demo production host under `.example`, which the
 * bench maps to this machine to measure production behaviour (indexable pages, HSTS). Editors replace them.
 */
const SEED_HOSTS: Record<string, string[]> = {
  group: ['localhost', 'group.localhost', '127.0.0.1', 'www.velora-group.example'],
  'brand-a': ['brand-a.localhost', 'www.kestrel-engineering.example'],
  'brand-b': ['brand-b.localhost', 'www.brightwork-personal.example'],
  'brand-c': ['brand-c.localhost', 'www.halden-recruiting.example'],
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
    log(
      `demo content: ${seedSite.name} (${seedSite.locales.map((l) => `/${l.market}/${l.lang}`).join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  const accounts = await seedEditors(payload, siteIds);
  log(
    `demo content: ${accounts.length} editor accounts (see ${path.relative(process.cwd(), credentialsFile()) || credentialsFile()})`,
  );
  return true;
}

async function seedSiteContent(
  payload: Payload,
  seedSite: SeedSite,
  toLexical: (html: string) => unknown,
): Promise<number> {
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
      hosts: (SEED_HOSTS[seedSite.key] ?? []).map((host) => ({ host })),
      marketLanguages: seedSite.locales.map((l) => ({ market: l.market, lang: l.lang })),
      contact: seedSite.contact,
    },
  });
  for (const lang of otherLangs) {
    await payload.update({
      collection: 'sites',
      id: site.id,
      locale: lang,
      overrideAccess: true,
      data: { tagline: seedSite.tagline[lang] },
    });
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
        await payload.update({
          collection: 'media',
          id: media.id,
          locale: lang,
          overrideAccess: true,
          data: { alt: image.alt[lang] },
        });
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
      data: {
        title: page.title[defaultLang]!,
        slug: slugOf(page, defaultLang),
        tenant: site.id,
        // Pages the manual main menu leaves out (home, legal) stay out of menus that follow the page tree too.
        hideInMenus: !page.inMainMenu,
        _status: 'draft',
      },
    });
    pageIds[page.key] = created.id;
  }
  const contestId = seedSite.contest ? await seedContest(payload, seedSite, site.id, langs) : null;
  // Banners before the layouts: info buttons (Buttons block) refer to them.
  const bannerIds = await seedBanners(payload, seedSite, site.id, pageIds, langs);
  const careerPath = (key: string, lang: Lang) => {
    const page = seedSite.pages.find((candidate) => candidate.key === key);
    const market = seedSite.locales.find((l) => l.lang === lang)?.market ?? 'de';
    return page ? `/${market}/${lang}/${page.slug[lang]}` : undefined;
  };
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
      case 'searchResults':
        return { blockType: 'searchResults' as const, intro: text(block.intro) };
      case 'contest':
        return { blockType: 'contest' as const, contest: contestId! };
      case 'recruiting':
        return {
          blockType: 'recruiting' as const,
          mode: block.mode,
          linkText: text(block.linkText) || undefined,
          linkKeyword: text(block.linkKeyword) || undefined,
          maincareer: block.careerPage ? careerPath(block.careerPage, lang) : undefined,
          location: block.location,
          additionalListFields: block.additionalListFields,
          touchMain: block.touch?.main ? careerPath(block.touch.main, lang) : undefined,
          touchJob: block.touch?.job ? careerPath(block.touch.job, lang) : undefined,
          touchProject: block.touch?.project ? careerPath(block.touch.project, lang) : undefined,
        };
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
      case 'map': {
        const market = seedSite.locales.find((l) => l.lang === lang)?.market ?? 'de';
        const pageUrl = (key: string | undefined) => {
          const target = seedSite.pages.find((p) => p.key === key);
          if (!target) return undefined;
          return target.key === 'home' ? `/${market}/${lang}` : `/${market}/${lang}/${target.slug[lang]}`;
        };
        return {
          blockType: 'map' as const,
          heading: text(block.heading),
          source: block.source,
          dataRoute: block.dataRoute,
          markers: block.markers?.map((marker) => ({
            latlong: marker.latlong,
            popupTitle: text(marker.popupTitle),
            routing: marker.routing,
            url: pageUrl(marker.page),
            popup: marker.popup ?? false,
          })),
          geoJson: block.geoJson,
          geoJsonFilter: block.geoJsonFilter,
        };
      }
      case 'slider':
        return {
          blockType: 'slider' as const,
          heading: text(block.heading),
          anchor: block.anchor,
          visibleSlidesAtOnce: block.visibleSlidesAtOnce,
          interval: block.interval,
          wrap: block.wrap,
          subMenu: block.subMenu,
          slides: block.slides.map((slide) => ({
            title: text(slide.title),
            text: text(slide.text),
            image: mediaIds[slide.image]!,
            page: slide.page ? pageIds[slide.page] : undefined,
            layout: slide.layout,
          })),
        };
      case 'video':
        return {
          blockType: 'video' as const,
          title: text(block.title),
          anchor: block.anchor,
          videoId: block.videoId,
          caption: text(block.caption),
        };
      case 'buttons':
        return {
          blockType: 'buttons' as const,
          items: block.items.map((item) => ({
            label: text(item.label),
            kind: item.kind,
            style: item.style ?? 'primary',
            page: item.kind === 'page' ? pageIds[item.page] : undefined,
            anchor: item.kind === 'anchor' ? item.anchor : undefined,
            scriptCall: item.kind === 'scriptCall' ? item.scriptCall : undefined,
            banner: item.kind === 'banner' ? bannerIds[item.banner] : undefined,
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

  // Search and sharing: a 1200 × 630 share image in the brand's look, the career page (offer URLs
  // live below it), the company's website as sameAs, and two redirects an editor might keep.
  const shareImage = await renderSeedImage(
    seedSite.key,
    { key: 'share', alt: {}, width: 1200, height: 630 },
    theme.imagePalette,
  );
  const share = await payload.create({
    collection: 'media',
    locale: defaultLang,
    overrideAccess: true,
    data: {
      alt: `${seedSite.name}${seedSite.tagline[defaultLang] ? ` – ${seedSite.tagline[defaultLang]}` : ''}`,
      tenant: site.id,
    },
    file: { data: shareImage, mimetype: 'image/jpeg', name: `${seedSite.key}-share.jpg`, size: shareImage.length },
  });
  for (const lang of otherLangs) {
    const alt = `${seedSite.name}${seedSite.tagline[lang] ? ` – ${seedSite.tagline[lang]}` : ''}`;
    await payload.update({ collection: 'media', id: share.id, locale: lang, overrideAccess: true, data: { alt } });
  }
  const domain = seedSite.contact.email?.split('@')[1];
  await payload.update({
    collection: 'sites',
    id: site.id,
    overrideAccess: true,
    data: {
      homePage: pageIds.home,
      careerPage: pageIds.career,
      legal: { privacyPage: pageIds.privacy, legalNoticePage: pageIds.legal },
      seo: { shareImage: share.id, sameAs: domain ? [{ url: `https://www.${domain}` }] : [] },
    },
  });
  await seedRedirects(payload, seedSite, site.id);
  if (seedSite.contactWidget) await seedContactWidget(payload, seedSite, site.id, langs);

  await seedConsentSettings(payload, seedSite, site.id, defaultLang);

  // Main menu: the menu pages, each with its sub-items (pages that are sub-items are not repeated on top).
  const children = seedSite.menuChildren ?? {};
  const childKeys = new Set(Object.values(children).flat());
  const pageByKey = new Map(seedSite.pages.map((page) => [page.key, page]));
  const menuPages = seedSite.pages.filter((page) => page.inMainMenu && !childKeys.has(page.key));
  const childPages = (page: SeedPage) => (children[page.key] ?? []).map((key) => pageByKey.get(key)!).filter(Boolean);
  const menuData = (
    lang: Lang,
    existing?: { id?: string | null; children?: { id?: string | null }[] | null }[] | null,
  ) =>
    menuPages.map((page, index) => ({
      id: existing?.[index]?.id ?? undefined,
      label: page.title[lang] ?? page.title[defaultLang]!,
      page: pageIds[page.key],
      children: childPages(page).map((child, childIndex) => ({
        id: existing?.[index]?.children?.[childIndex]?.id ?? undefined,
        label: child.title[lang] ?? child.title[defaultLang]!,
        page: pageIds[child.key],
      })),
    }));
  const pageNavigationData = (lang: Lang, existing?: { id?: string | null }[] | null) =>
    menuPages
      .flatMap((page) => [page, ...childPages(page)])
      .map((page, index) => ({
        id: existing?.[index]?.id ?? undefined,
        label: page.title[lang] ?? page.title[defaultLang]!,
        page: pageIds[page.key]!,
      }));
  const navigation = await payload.create({
    collection: 'navigation',
    locale: defaultLang,
    overrideAccess: true,
    data: {
      tenant: site.id,
      mainMenu: menuData(defaultLang),
      // Page navigation (SPEC §2.1): the menu pages and their sub-pages open in the side-navigation layer; its
      // search lands on the search page.
      pageNavigation: pageNavigationData(defaultLang),
      searchResultPage: pageIds.search,
    },
  });
  for (const lang of otherLangs) {
    await payload.update({
      collection: 'navigation',
      id: navigation.id,
      locale: lang,
      overrideAccess: true,
      data: {
        mainMenu: menuData(lang, navigation.mainMenu),
        pageNavigation: pageNavigationData(lang, navigation.pageNavigation),
      },
    });
  }
  return site.id;
}

/** Brand B lottery: the demo contest, in every language of the site, closing some weeks ahead. */
async function seedContest(payload: Payload, seedSite: SeedSite, siteId: number, langs: Lang[]): Promise<number> {
  const contest = seedSite.contest!;
  const [first, ...others] = langs as [Lang, ...Lang[]];
  const closesAt = new Date(Date.now() + contest.closesInDays * 86_400_000);
  closesAt.setUTCHours(22, 59, 0, 0);
  const localized = (lang: Lang) => ({
    title: contest.title[lang]!,
    intro: contest.intro[lang],
    question: contest.question[lang]!,
    terms: contest.terms[lang]!,
  });
  const created = await payload.create({
    collection: 'contests',
    locale: first,
    overrideAccess: true,
    data: {
      tenant: siteId,
      ...localized(first),
      answers: contest.answers.map((answer) => ({ key: answer.key, label: answer.label[first]! })),
      correctAnswer: contest.correctAnswer,
      closesAt: closesAt.toISOString(),
      prizes: contest.prizes.map((prize) => ({ name: prize.name[first]!, description: prize.description[first] })),
    },
  });
  for (const lang of others) {
    await payload.update({
      collection: 'contests',
      id: created.id,
      locale: lang,
      overrideAccess: true,
      data: {
        ...localized(lang),
        answers: (created.answers ?? []).map((row, index) => ({
          id: row.id,
          key: row.key,
          label: contest.answers[index]!.label[lang]!,
        })),
        prizes: (created.prizes ?? []).map((row, index) => ({
          id: row.id,
          name: contest.prizes[index]!.name[lang]!,
          description: contest.prizes[index]!.description[lang],
        })),
      },
    });
  }
  return created.id;
}

/** Brand B contact widget: the channels, heading and hours in every language of the site. */
async function seedContactWidget(payload: Payload, seedSite: SeedSite, siteId: number, langs: Lang[]) {
  const widget = seedSite.contactWidget!;
  const [first, ...others] = langs as [Lang, ...Lang[]];
  const updated = await payload.update({
    collection: 'sites',
    id: siteId,
    locale: first,
    overrideAccess: true,
    data: {
      contactWidget: {
        heading: widget.heading[first],
        hours: widget.hours[first],
        channels: widget.channels.map((channel) => ({
          kind: channel.kind,
          value: channel.value,
          label: channel.label?.[first],
        })),
      },
    },
  });
  for (const lang of others) {
    await payload.update({
      collection: 'sites',
      id: siteId,
      locale: lang,
      overrideAccess: true,
      data: {
        contactWidget: {
          heading: widget.heading[lang],
          hours: widget.hours[lang],
          channels: (updated.contactWidget?.channels ?? []).map((row, index) => ({
            id: row.id,
            kind: row.kind,
            value: row.value,
            label: widget.channels[index]!.label?.[lang],
          })),
        },
      },
    });
  }
}

/**
 * Redirects, in every locale of the site: the old `jobs` path moved to the career page for good (301),
 * and a campaign path that points at the news page for now (302).
 */
async function seedRedirects(payload: Payload, seedSite: SeedSite, siteId: number) {
  const slugOf = (key: string, lang: Lang) => seedSite.pages.find((page) => page.key === key)?.slug[lang];
  for (const { market, lang } of seedSite.locales) {
    const career = slugOf('career', lang);
    const news = slugOf('news', lang);
    if (career) {
      await payload.create({
        collection: 'redirects',
        overrideAccess: true,
        data: { tenant: siteId, from: `/${market}/${lang}/jobs`, to: `/${market}/${lang}/${career}`, status: '301' },
      });
    }
    if (news) {
      await payload.create({
        collection: 'redirects',
        overrideAccess: true,
        data: { tenant: siteId, from: `/${market}/${lang}/aktion`, to: `/${market}/${lang}/${news}`, status: '302' },
      });
    }
  }
}

/** Announcement banners of a site in every language it serves; returns their ids by seed key. */
async function seedBanners(
  payload: Payload,
  seedSite: SeedSite,
  siteId: number,
  pageIds: Record<string, number>,
  langs: Lang[],
): Promise<Record<string, number>> {
  const [defaultLang, ...otherLangs] = langs as [Lang, ...Lang[]];
  const ids: Record<string, number> = {};
  const seededAt = new Date();
  for (const banner of seedSite.banners ?? []) {
    const event = banner.eventInDays === undefined ? null : bannerEvent(seededAt, banner.eventInDays);
    const headline = withEventDate(banner.headline, event?.day ?? null);
    const text = withEventDate(banner.text, event?.day ?? null);
    const localized = (lang: Lang) => ({
      headline: headline[lang] ?? '',
      text: text[lang] ?? '',
      link: { label: banner.link?.label[lang] ?? '', page: banner.link ? pageIds[banner.link.page] : undefined },
    });
    const created = await payload.create({
      collection: 'banners',
      locale: defaultLang,
      overrideAccess: true,
      data: {
        tenant: siteId,
        name: banner.name,
        active: true,
        position: banner.position,
        timer: banner.timer,
        icon: banner.icon,
        endsAt: event?.endsAt,
        pages: banner.pages.map((key) => pageIds[key]!).filter(Boolean),
        ...localized(defaultLang),
        _status: 'published',
      },
    });
    for (const lang of otherLangs) {
      await payload.update({
        collection: 'banners',
        id: created.id,
        locale: lang,
        overrideAccess: true,
        data: { ...localized(lang), _status: 'published' },
      });
    }
    ids[banner.key] = created.id;
  }
  return ids;
}

/**
 * The cookie dialog configuration of a site: the items of SPEC §2.3 plus the essentials, every info
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
      items: [...DEMO_CONFIGURED_ITEMS],
      revision: 1,
      infoUrls: DEMO_CONFIGURED_ITEMS.map((item) => ({ item, url: privacyUrl })),
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
    {
      email: process.env.EDITOR_EMAIL ?? 'admin@meridian.example',
      password: process.env.EDITOR_PASSWORD ?? generated(),
      role: 'admin',
    },
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
  const lines = accounts.map(
    (a) =>
      `${a.role.padEnd(6)} ${(a.site ?? 'all').padEnd(8)} ${a.email}  ${process.env.EDITOR_PASSWORD ? '(EDITOR_PASSWORD)' : a.password}`,
  );
  fs.writeFileSync(
    credentialsFile(),
    `# Meridian CMS accounts created by the demo seed. Sign in at /admin.\n${lines.join('\n')}\n`,
    { mode: 0o600 },
  );
  return accounts;
}
