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
export type PageKey =
  'home' | 'about' | 'career' | 'contact' | 'news' | 'privacy' | 'legal' | 'search' | 'branch-jobs' | 'touch-terminal';

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
  | { blockType: 'searchResults'; intro: Localized }
  | {
      /** Places the site's demo contest (SeedSite.contest). */
      blockType: 'contest';
    }
  | {
      /** The recruiting module; everything not given takes the site's defaults. */
      blockType: 'recruiting';
      mode: 'list' | 'link' | 'header';
      /** Link mode: the button text and the career page it links to (maincareer). */
      linkText?: Localized;
      linkKeyword?: Localized;
      careerPage?: PageKey;
      /** Branch page (SPEC §4.4): the branch id whose offers the page lists. */
      location?: string;
      /** Additional list fields (SPEC §3.10), a comma list as an editor types it. */
      additionalListFields?: string;
      /** Touch URLs (SPEC §2.8): pages of the same site (their path in each language). */
      touch?: { main?: PageKey; job?: PageKey; project?: PageKey };
    }
  | {
      blockType: 'teaser';
      heading: Localized;
      items: { title: Localized; text: Localized; image?: ImageKey; page?: PageKey }[];
    }
  | {
      blockType: 'map';
      heading: Localized;
      source: 'nothing' | 'address' | 'address-recruiting' | 'cluster' | 'rst_branches' | 'route';
      dataRoute?: string;
      /** Address markers; `page` becomes the marker URL (opened in the popup layer when `popup`). */
      markers?: { latlong: string; popupTitle: Localized; routing?: string; page?: PageKey; popup?: boolean }[];
      geoJson?: string;
      geoJsonFilter?: string;
    }
  | {
      blockType: 'slider';
      heading: Localized;
      anchor?: string;
      visibleSlidesAtOnce: number;
      /** Autoplay interval in ms (0 = none). */
      interval: number;
      wrap: boolean;
      subMenu: boolean;
      slides: { title: Localized; text: Localized; image: ImageKey; page?: PageKey; layout: 'card' | 'overlay' }[];
    }
  | { blockType: 'video'; title: Localized; anchor?: string; videoId: string; caption?: Localized }
  | {
      blockType: 'buttons';
      items: (
        | { kind: 'page'; label: Localized; page: PageKey; style?: 'primary' | 'secondary' }
        | { kind: 'anchor'; label: Localized; anchor: string; style?: 'primary' | 'secondary' }
        | {
            kind: 'scriptCall';
            label: Localized;
            scriptCall: 'openCookieSettings' | 'printPage' | 'scrollToTop';
            style?: 'primary' | 'secondary';
          }
        | { kind: 'banner'; label: Localized; banner: string; style?: 'primary' | 'secondary' }
      )[];
    };

/** An announcement banner (SPEC §3.13), limited to some pages. */
export interface SeedBanner {
  /** Seed-internal key, referenced by buttons blocks (info buttons). */
  key: string;
  name: string;
  position: 'modal' | 'bottom';
  timer: number;
  icon?: string;
  headline: Localized;
  text: Localized;
  link?: { label: Localized; page: PageKey };
  pages: PageKey[];
  /**
   * The event it announces, this many days after the demo content is loaded: `{date}`/`{year}` in the headline
   * and text name its day, and the banner ends with it (`endsAt`).
   */
  eventInDays?: number;
}

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
  /** Brand B lottery: a demo contest, closing a number of days after the seed runs. */
  contest?: SeedContest;
  /** Brand B contact widget channels. */
  contactWidget?: {
    heading: Localized;
    channels: { kind: 'phone' | 'email' | 'whatsapp' | 'link'; value: string; label?: Localized }[];
    hours: Localized;
  };
  /** Announcement banners. */
  banners?: SeedBanner[];
  /** Main-menu sub-items: pages listed under a top-level item instead of beside it (menu toggling). */
  menuChildren?: Partial<Record<PageKey, PageKey[]>>;
}

export interface SeedContest {
  title: Localized;
  intro: Localized;
  question: Localized;
  answers: { key: string; label: Localized }[];
  correctAnswer: string;
  /** Days from the seed run to the closing moment. */
  closesInDays: number;
  prizes: { name: Localized; description: Localized }[];
  terms: Localized;
}
