/**
 * The shape of the demo content. Content modules are plain data; `src/seed/index.ts` turns them into
 * Payload documents (sites, pages, media, navigation). Keep texts real-looking: this is what people see
 * when they first run `npm start`.
 */
export type SiteKey = 'group' | 'brand-a' | 'brand-b' | 'brand-c';
export type Lang = 'de' | 'en' | 'fr' | 'es';
/** A text per language the site serves (every served language must be present). */
export type Localized = Partial<Record<Lang, string>>;

/** Pages every site has. */
export type PageKey = 'home' | 'about' | 'career' | 'contact' | 'news' | 'privacy' | 'legal';

/** Keys of generated demo images (see `images.ts`): one illustration each, drawn from SVG in the site's colours. */
export type ImageKey = string;

export interface SeedImage {
  key: ImageKey;
  /** Alt text per language. */
  alt: Localized;
  /** Renders the image; width x height in px. Returned buffer is PNG or JPEG. */
  width: number;
  height: number;
}

export type SeedBlock =
  | {
      blockType: 'hero';
      heading: Localized;
      text: Localized;
      image: ImageKey;
      /** Optional call to action linking to another page of the same site. */
      cta?: { label: Localized; page: PageKey };
    }
  | {
      blockType: 'richText';
      /** A small HTML subset: h2, h3, p, ul, ol, li, a[href], strong, em, blockquote. */
      html: Localized;
    }
  | { blockType: 'image'; image: ImageKey; caption?: Localized }
  | {
      blockType: 'teaser';
      heading: Localized;
      items: { title: Localized; text: Localized; image?: ImageKey; page?: PageKey }[];
    };

export interface SeedPage {
  key: PageKey;
  /** URL slug per language (lower case, a-z0-9 and '-'); the home page uses '' (empty). */
  slug: Localized;
  title: Localized;
  /** Meta description per language (<= 160 characters). */
  description: Localized;
  /** Shown in the main menu (home, privacy and legal are not; they sit in the header logo and footer). */
  inMainMenu: boolean;
  layout: SeedBlock[];
}

export interface SeedSite {
  key: SiteKey;
  name: string;
  legalName: string;
  /** Short claim shown in the header/footer. */
  tagline: Localized;
  /** (market, language) pairs served, e.g. { market: 'de', lang: 'de' } → /de/de. The first is the default. */
  locales: { market: string; lang: Lang }[];
  contact: { street: string; zip: string; city: string; country: string; phone: string; email: string };
  images: SeedImage[];
  pages: SeedPage[];
}
