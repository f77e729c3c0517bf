/**
 * Demo content of the site-wide widgets, per site and in every language the site serves: a slider on
 * the about page (so it also runs inside the side-navigation layer), a video behind the privacy placeholder with
 * buttons (anchor link to it, a script call opening the cookie settings), and on the news page a modal banner
 * that sleeps behind a wake-up button, a bottom banner and an info button; main-menu sub-items. The modal banners
 * announce events a few weeks after the content is loaded and end with them (banner-dates.ts). `withWidgets`
 * adds them to a site.
 */
import type { Localized, PageKey, SeedBanner, SeedBlock, SeedSite, SiteKey } from './types.ts';

const t2 = (de: string, en: string): Localized => ({ de, en });
const t4 = (de: string, en: string, fr: string, es: string): Localized => ({ de, en, fr, es });

/** A public sample video of the video platform (loaded only after consent). */
const VIDEO_ID = 'aqz-KE-bpKQ';

interface SiteWidgets {
  /** Inserted after the first block (the hero) of the about page. */
  about: SeedBlock[];
  /** Appended to the news page. */
  news: SeedBlock[];
  banners: SeedBanner[];
}

const group: SiteWidgets = {
  about: [
    {
      blockType: 'slider',
      heading: t2('Meilensteine der Gruppe', 'Milestones of the group'),
      anchor: 'meilensteine',
      visibleSlidesAtOnce: 3,
      interval: 6000,
      wrap: true,
      subMenu: false,
      slides: [
        {
          title: t2('1998: Gründung in Düsseldorf', '1998: founded in Düsseldorf'),
          text: t2(
            'Ein Personalberater mit fünf Mitarbeitenden startet am Rhein.',
            'A personnel consultancy with five employees starts on the Rhine.',
          ),
          image: 'about-network',
          page: 'about',
          layout: 'card',
        },
        {
          title: t2('2006: Kestrel Engineering', '2006: Kestrel Engineering'),
          text: t2(
            'Die Ingenieursparte wird eine eigene Marke.',
            'The engineering division becomes a brand of its own.',
          ),
          image: 'teaser-engineering',
          page: 'about',
          layout: 'card',
        },
        {
          title: t2('2012: Brightwork Personal', '2012: Brightwork Personal'),
          text: t2(
            'Zeitarbeit und Vermittlung für den Norden kommen hinzu.',
            'Temporary staffing and placement for the north join the group.',
          ),
          image: 'teaser-staffing',
          page: 'career',
          layout: 'card',
        },
        {
          title: t2('2019: Halden Recruiting', '2019: Halden Recruiting'),
          text: t2('Executive Search vervollständigt das Angebot.', 'Executive search completes the offer.'),
          image: 'teaser-recruiting',
          page: 'contact',
          layout: 'card',
        },
        {
          title: t2('2025: 142 Standorte', '2025: 142 locations'),
          text: t2('Rund 4.300 Mitarbeitende in ganz Deutschland.', 'Around 4,300 employees all over Germany.'),
          image: 'career-hero',
          page: 'news',
          layout: 'card',
        },
      ],
    },
    {
      blockType: 'buttons',
      items: [
        { kind: 'anchor', label: t2('Zum Imagefilm', 'Watch the company film'), anchor: 'imagefilm' },
        {
          kind: 'scriptCall',
          label: t2('Cookie-Einstellungen öffnen', 'Open cookie settings'),
          scriptCall: 'openCookieSettings',
          style: 'secondary',
        },
      ],
    },
    {
      blockType: 'video',
      title: t2('Imagefilm der Velora Group', 'Velora Group company film'),
      anchor: 'imagefilm',
      videoId: VIDEO_ID,
      caption: t2('Drei Marken, eine Gruppe – in drei Minuten.', 'Three brands, one group – in three minutes.'),
    },
  ],
  news: [
    {
      blockType: 'buttons',
      items: [
        {
          kind: 'banner',
          label: t2('Hinweis zur Hauptversammlung', 'Notice on the annual general meeting'),
          banner: 'agm',
          style: 'secondary',
        },
      ],
    },
  ],
  banners: [
    {
      key: 'agm',
      name: 'Hauptversammlung 2026',
      position: 'modal',
      timer: 60,
      icon: 'meridian|info|i',
      headline: t2('Hauptversammlung am {date}', 'Annual general meeting on {date}'),
      text: t2(
        'Die Einladung und alle Unterlagen zur ordentlichen Hauptversammlung stehen ab sofort bereit.',
        'The invitation and all documents for the annual general meeting are now available.',
      ),
      link: { label: t2('Zum Kontakt für Aktionäre', 'Shareholder contact'), page: 'contact' },
      pages: ['news'],
      eventInDays: 45,
    },
    {
      key: 'press',
      name: 'Presseverteiler',
      position: 'bottom',
      timer: 1440,
      headline: t2('Presseverteiler', 'Press distribution list'),
      text: t2(
        'Erhalten Sie unsere Pressemitteilungen direkt per E-Mail.',
        'Receive our press releases directly by e-mail.',
      ),
      pages: ['news'],
    },
  ],
};

const brandA: SiteWidgets = {
  about: [
    {
      blockType: 'slider',
      heading: t4(
        'Unsere Kompetenzfelder',
        'Our fields of expertise',
        'Nos domaines de compétence',
        'Nuestros campos de especialización',
      ),
      anchor: 'kompetenzen',
      visibleSlidesAtOnce: 2,
      interval: 7000,
      wrap: true,
      subMenu: false,
      slides: [
        {
          title: t4('Automotive', 'Automotive', 'Automobile', 'Automoción'),
          text: t4(
            'Fahrwerk, E-Antrieb und Software im Fahrzeug.',
            'Chassis, e-drive and in-vehicle software.',
            'Châssis, propulsion électrique et logiciel embarqué.',
            'Chasis, propulsión eléctrica y software embarcado.',
          ),
          image: 'teaser-permanent',
          page: 'career',
          layout: 'card',
        },
        {
          title: t4('Maschinenbau', 'Mechanical engineering', 'Construction mécanique', 'Ingeniería mecánica'),
          text: t4(
            'Konstruktion, Simulation und Inbetriebnahme.',
            'Design, simulation and commissioning.',
            'Conception, simulation et mise en service.',
            'Diseño, simulación y puesta en marcha.',
          ),
          image: 'teaser-services',
          page: 'about',
          layout: 'card',
        },
        {
          title: t4('Energietechnik', 'Energy technology', 'Technique énergétique', 'Tecnología energética'),
          text: t4(
            'Netze, Speicher und erneuerbare Erzeugung.',
            'Grids, storage and renewable generation.',
            'Réseaux, stockage et production renouvelable.',
            'Redes, almacenamiento y generación renovable.',
          ),
          image: 'about-lab',
          page: 'news',
          layout: 'card',
        },
        {
          title: t4('Freelance-Projekte', 'Freelance projects', 'Missions freelance', 'Proyectos freelance'),
          text: t4(
            'Projekte für selbstständige Ingenieurinnen und Ingenieure.',
            'Projects for self-employed engineers.',
            'Des missions pour ingénieurs indépendants.',
            'Proyectos para ingenieros autónomos.',
          ),
          image: 'teaser-freelance',
          page: 'career',
          layout: 'card',
        },
      ],
    },
    {
      blockType: 'buttons',
      items: [
        { kind: 'anchor', label: t4('Zum Video', 'Watch the video', 'Voir la vidéo', 'Ver el vídeo'), anchor: 'video' },
        {
          kind: 'scriptCall',
          label: t4(
            'Cookie-Einstellungen öffnen',
            'Open cookie settings',
            'Ouvrir les paramètres des cookies',
            'Abrir la configuración de cookies',
          ),
          scriptCall: 'openCookieSettings',
          style: 'secondary',
        },
      ],
    },
    {
      blockType: 'video',
      title: t4(
        'Ein Tag im Kestrel-Testzentrum',
        'A day at the Kestrel test centre',
        'Une journée au centre d’essais Kestrel',
        'Un día en el centro de pruebas de Kestrel',
      ),
      anchor: 'video',
      videoId: VIDEO_ID,
      caption: t4(
        'Vom Prüfstand bis zur Serienfreigabe.',
        'From the test bench to series approval.',
        'Du banc d’essai à l’homologation en série.',
        'Del banco de pruebas a la homologación en serie.',
      ),
    },
  ],
  news: [
    {
      blockType: 'buttons',
      items: [
        {
          kind: 'banner',
          label: t4(
            'Hinweis zur Karrieremesse',
            'Notice on the careers fair',
            'Annonce du salon de l’emploi',
            'Aviso sobre la feria de empleo',
          ),
          banner: 'fair',
          style: 'secondary',
        },
      ],
    },
  ],
  banners: [
    {
      key: 'fair',
      name: 'Karrieremesse',
      position: 'modal',
      timer: 60,
      icon: 'meridian|info|i',
      headline: t4(
        'Besuchen Sie uns auf der Karrieremesse',
        'Meet us at the careers fair',
        'Rencontrez-nous au salon de l’emploi',
        'Visítenos en la feria de empleo',
      ),
      text: t4(
        'Am {date} sind wir in Stuttgart – mit Jobs und Projekten für Ingenieurinnen und Ingenieure.',
        'On {date} we are in Stuttgart – with jobs and projects for engineers.',
        'Le {date}, nous serons à Stuttgart – avec des postes et des missions pour ingénieurs.',
        'El {date} estaremos en Stuttgart, con empleos y proyectos para ingenieros.',
      ),
      link: { label: t4('Zu den Jobs', 'See the jobs', 'Voir les offres', 'Ver los empleos'), page: 'career' },
      pages: ['news'],
      eventInDays: 30,
    },
    {
      key: 'newsletter',
      name: 'Newsletter',
      position: 'bottom',
      timer: 1440,
      headline: t4('Kestrel-Newsletter', 'Kestrel newsletter', 'Lettre d’information Kestrel', 'Boletín de Kestrel'),
      text: t4(
        'Neue Projekte und Termine einmal im Monat.',
        'New projects and dates once a month.',
        'Nouvelles missions et dates une fois par mois.',
        'Nuevos proyectos y fechas una vez al mes.',
      ),
      pages: ['news'],
    },
  ],
};

const brandB: SiteWidgets = {
  about: [
    {
      blockType: 'slider',
      heading: t2('Das bieten wir dir', 'What we offer you'),
      anchor: 'vorteile',
      visibleSlidesAtOnce: 1,
      interval: 5000,
      wrap: true,
      subMenu: true,
      slides: [
        {
          title: t2('Industrie', 'Industry'),
          text: t2(
            'Jobs in Produktion und Montage – mit Tarif und Zuschlägen.',
            'Jobs in production and assembly – with collective pay and bonuses.',
          ),
          image: 'teaser-industry',
          page: 'career',
          layout: 'overlay',
        },
        {
          title: t2('Logistik', 'Logistics'),
          text: t2('Lager, Versand und Fahrjobs in deiner Nähe.', 'Warehouse, shipping and driving jobs near you.'),
          image: 'teaser-logistics',
          page: 'career',
          layout: 'overlay',
        },
        {
          title: t2('Büro', 'Office'),
          text: t2('Sachbearbeitung, Empfang und Assistenz.', 'Administration, reception and assistance.'),
          image: 'teaser-office',
          page: 'career',
          layout: 'overlay',
        },
        {
          title: t2('Dein Team', 'Your team'),
          text: t2('Persönliche Ansprechpartner in jeder Niederlassung.', 'Personal contacts in every branch.'),
          image: 'about-team',
          page: 'contact',
          layout: 'overlay',
        },
      ],
    },
    {
      blockType: 'buttons',
      items: [
        { kind: 'anchor', label: t2('Zum Video', 'Watch the video'), anchor: 'video' },
        {
          kind: 'scriptCall',
          label: t2('Cookie-Einstellungen öffnen', 'Open cookie settings'),
          scriptCall: 'openCookieSettings',
          style: 'secondary',
        },
      ],
    },
    {
      blockType: 'video',
      title: t2('So läuft dein Start bei Brightwork', 'How you start at Brightwork'),
      anchor: 'video',
      videoId: VIDEO_ID,
      caption: t2('Von der Bewerbung bis zum ersten Arbeitstag.', 'From your application to your first day at work.'),
    },
  ],
  news: [
    {
      blockType: 'buttons',
      items: [
        {
          kind: 'banner',
          label: t2('Hinweis zum Jobtag', 'Notice on the job day'),
          banner: 'jobday',
          style: 'secondary',
        },
      ],
    },
  ],
  banners: [
    {
      key: 'jobday',
      name: 'Jobtag',
      position: 'modal',
      timer: 60,
      icon: 'meridian|info|i',
      headline: t2('Jobtag in Hamburg', 'Job day in Hamburg'),
      text: t2(
        'Komm am {date} vorbei – ohne Termin, ohne Anschreiben.',
        'Drop by on {date} – no appointment, no cover letter.',
      ),
      link: { label: t2('Zu den Jobs', 'See the jobs'), page: 'career' },
      pages: ['news'],
      eventInDays: 21,
    },
    {
      key: 'whatsapp',
      name: 'Jobs per Nachricht',
      position: 'bottom',
      timer: 1440,
      headline: t2('Jobs per Nachricht', 'Jobs by message'),
      text: t2('Neue Jobs in deiner Stadt direkt aufs Handy.', 'New jobs in your city straight to your phone.'),
      pages: ['news'],
    },
  ],
};

const brandC: SiteWidgets = {
  about: [
    {
      blockType: 'slider',
      heading: t2('Wie wir arbeiten', 'How we work'),
      anchor: 'arbeitsweise',
      visibleSlidesAtOnce: 1,
      interval: 8000,
      wrap: false,
      subMenu: false,
      slides: [
        {
          title: t2('Executive Search', 'Executive search'),
          text: t2(
            'Diskrete Direktansprache für Vorstand und Geschäftsführung.',
            'Discreet direct search for boards and managing directors.',
          ),
          image: 'teaser-executive',
          page: 'about',
          layout: 'overlay',
        },
        {
          title: t2('Spezialisten', 'Specialists'),
          text: t2(
            'Methodische Suche nach Fachkräften mit seltenen Profilen.',
            'Methodical search for specialists with rare profiles.',
          ),
          image: 'teaser-specialist',
          page: 'career',
          layout: 'overlay',
        },
        {
          title: t2('Leadership Advisory', 'Leadership advisory'),
          text: t2('Potenzialanalysen und Nachfolgeplanung.', 'Potential assessments and succession planning.'),
          image: 'teaser-advisory',
          page: 'contact',
          layout: 'overlay',
        },
      ],
    },
    {
      blockType: 'buttons',
      items: [
        { kind: 'anchor', label: t2('Zum Video', 'Watch the video'), anchor: 'video' },
        {
          kind: 'scriptCall',
          label: t2('Cookie-Einstellungen öffnen', 'Open cookie settings'),
          scriptCall: 'openCookieSettings',
          style: 'secondary',
        },
      ],
    },
    {
      blockType: 'video',
      title: t2('Halden Recruiting im Porträt', 'Halden Recruiting in portrait'),
      anchor: 'video',
      videoId: VIDEO_ID,
      caption: t2('Unsere Partnerinnen und Partner über ihre Arbeit.', 'Our partners on their work.'),
    },
  ],
  news: [
    {
      blockType: 'buttons',
      items: [
        {
          kind: 'banner',
          label: t2('Hinweis zum Leadership-Forum', 'Notice on the leadership forum'),
          banner: 'forum',
          style: 'secondary',
        },
      ],
    },
  ],
  banners: [
    {
      key: 'forum',
      name: 'Leadership-Forum',
      position: 'modal',
      timer: 60,
      icon: 'meridian|info|i',
      headline: t2('Leadership-Forum {year}', 'Leadership forum {year}'),
      text: t2(
        'Am {date} in München: Nachfolge im Mittelstand.',
        'On {date} in Munich: succession in mid-sized companies.',
      ),
      link: { label: t2('Anmeldung', 'Register'), page: 'contact' },
      pages: ['news'],
      eventInDays: 60,
    },
    {
      key: 'insights',
      name: 'Insights',
      position: 'bottom',
      timer: 1440,
      headline: t2('Halden Insights', 'Halden Insights'),
      text: t2(
        'Unsere Studie zur Vergütung von Geschäftsführern ist erschienen.',
        'Our study on managing director pay has been published.',
      ),
      pages: ['news'],
    },
  ],
};

const WIDGETS: Record<SiteKey, SiteWidgets> = { group, 'brand-a': brandA, 'brand-b': brandB, 'brand-c': brandC };

const insertAfterFirst = (layout: SeedBlock[], blocks: SeedBlock[]) => [
  ...layout.slice(0, 1),
  ...blocks,
  ...layout.slice(1),
];

/** The site with its widget demo content added (about and news pages, banners). */
export function withWidgets(site: SeedSite): SeedSite {
  const widgets = WIDGETS[site.key];
  const extend = (key: PageKey, layout: SeedBlock[]) =>
    key === 'about' ? insertAfterFirst(layout, widgets.about) : key === 'news' ? [...layout, ...widgets.news] : layout;
  return {
    ...site,
    pages: site.pages.map((page) => ({ ...page, layout: extend(page.key, page.layout) })),
    banners: [...(site.banners ?? []), ...widgets.banners],
    // Two top-level items with sub-menus, so the menu's one-open-at-a-time toggling is there to use.
    menuChildren: { about: ['news'], contact: ['privacy', 'legal'], ...site.menuChildren },
  };
}
