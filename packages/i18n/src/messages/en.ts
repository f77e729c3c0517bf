/**
 * English UI messages — the reference catalogue. de, fr and es carry exactly the same keys (see
 * `messages.test.ts`); pl carries only the `cookie` subtree (SPEC §1: the consent dialog also has pl text).
 * Nested objects so that i18next dotted keys resolve, e.g. `http.status.404.status`.
 */
const en = {
  http: {
    status: {
      '118': {
        status: 'Connection timed out',
        message: 'The server did not respond in the expected time.',
      },
      '204': {
        status: 'No content',
        message: 'The request was successful, but the response does not contain any data.',
      },
      '400': {
        status: 'Bad Request',
        message: 'The request message was incorrectly structured.',
      },
      '401': {
        status: 'Not authorised',
        message: 'The request cannot be made without valid authentication.',
      },
      '403': {
        status: 'Forbidden',
        message:
          'You do not have the required authorization to view this page, or not all of the expected headers were sent.',
      },
      '404': {
        status: 'Not found',
        message: 'The requested resource was not found.',
      },
      '405': {
        status: 'Method not allowed',
        message: 'The request method is not supported for this resource.',
      },
      '499': {
        status: 'Blocked by the browser',
        message:
          'The request was blocked by your browser, for example by an ad blocker or a privacy extension.',
      },
      '500': {
        status: 'Internal server error',
        message: 'An unexpected error has occurred.',
      },
      '503': {
        status: 'Service not available',
        message:
          'The server is temporarily unavailable, for example due to overload or maintenance work.',
      },
    },
  },
  site: {
    skipToContent: 'Skip to content',
    mainNavigation: 'Main navigation',
    pageNavigation: 'Page navigation',
    preview: {
      label: 'Preview',
      text: 'You are viewing unpublished changes. Visitors see the published version.',
      expires: 'This preview link is valid until {{time}} (UTC).',
    },
    search: {
      label: 'Site search',
      field: 'Search term',
      submit: 'Search',
      results_one: '{{count}} result for “{{keyword}}”',
      results_other: '{{count}} results for “{{keyword}}”',
      empty: 'No results for “{{keyword}}”.',
      emptyHint: 'Check the spelling or try a more general term.',
      prompt: 'Enter a search term to search this website.',
      invalid: 'Please enter a search term of at most {{max}} characters, without < or >.',
    },
    breadcrumb: 'You are here',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home page',
    logoAlt: '{{name}} – to the home page',
    language: {
      label: 'Language',
      switchTo: 'Switch language',
      current: 'Current language: {{language}}',
      names: {
        de: 'Deutsch',
        en: 'English',
        fr: 'Français',
        es: 'Español',
        pl: 'Polski',
      },
    },
    footer: {
      label: 'Footer',
      privacy: 'Privacy',
      legalNotice: 'Legal notice',
      cookieSettings: 'Cookie settings',
      contact: 'Contact',
      copyright: '© {{year}} {{company}}',
    },
    notFound: {
      title: 'Page not found',
      text: 'Sorry, the page you are looking for does not exist or has been moved. Please check the address or start again from the home page.',
      backToHome: 'Back to the home page',
      metaTitle: 'Page not found',
      metaDescription: 'The requested page could not be found.',
      offerTitle: 'This offer is no longer available',
      offerText: 'The position may have been filled or the offer withdrawn. Our current offers are waiting for you in the job search.',
      toOffers: 'See current offers',
    },
    badRequest: {
      title: 'Invalid request',
      text: 'The address you called could not be processed. Please check it for typing errors or start again from the home page.',
      backToHome: 'Back to the home page',
    },
    serverError: {
      title: 'Something went wrong',
      text: 'An unexpected error occurred on our side. Please try again in a few minutes.',
      backToHome: 'Back to the home page',
      retry: 'Try again',
    },
  },
  cookie: {
    dialogLabel: 'Cookie consent',
    intro: {
      headline: 'We value your privacy',
      text: 'We use cookies and similar technologies to operate this website securely and, with your consent, to improve it and to show you relevant content. You can change your choice at any time under “Cookie settings” in the footer. Further information can be found in our {{privacy}} and in the {{legalNotice}}.',
      legalNotice: 'legal notice',
      privacy: 'privacy statement',
    },
    button: {
      acceptAll: 'Accept cookies',
      acceptEssentials: 'Accept essential cookies',
      configure: 'Configure cookie settings',
      back: 'Back',
      save: 'Save settings',
    },
    settings: {
      headline: 'Privacy settings',
      text: 'Choose which categories and services you allow. Essential cookies are required for the website to work and cannot be switched off.',
      moreInfo: 'More information',
      alwaysOn: 'Always on',
      providers: 'Services',
    },
    category: {
      all: {
        title: 'All',
        description: 'Allow all categories and services at once.',
      },
      essentials: {
        title: 'Essentials',
        description:
          'Required for basic functions such as page navigation, security and saving your consent. These cookies cannot be switched off.',
      },
      functional: {
        title: 'Functional',
        description:
          'Enable additional features such as maps, videos and podcasts, and help us understand how the website is used so we can improve it.',
      },
      marketing: {
        title: 'Marketing',
        description:
          'Used to measure the success of our job advertisements and campaigns and to show you relevant offers on other websites.',
      },
    },
    provider: {
      crm: {
        name: 'CRM sales service',
        description: 'Processes your enquiries and contact requests and assigns them to the right contact person.',
      },
      cdn: {
        name: 'Content delivery network',
        description: 'Delivers images, scripts and style sheets quickly and securely from servers close to you.',
      },
      api: {
        name: 'Job and project search API',
        description: 'Provides the job offers, projects and branch data shown on this website.',
      },
      fonts: {
        name: 'Web fonts',
        description: 'Loads the typefaces that give this website its consistent appearance.',
      },
      maps: {
        name: 'Maps',
        description: 'Shows interactive maps of our branches and offices and calculates routes.',
      },
      uptime: {
        name: 'Uptime monitoring',
        description: 'Measures loading times and availability so that we can detect technical problems early.',
      },
      video: {
        name: 'Video platform',
        description: 'Plays embedded videos. Data is only transferred to the video platform after your consent.',
      },
      podcast: {
        name: 'Podcast player',
        description: 'Plays embedded podcast episodes directly on this website.',
      },
      analytics: {
        name: 'Web analytics',
        description: 'Collects anonymised statistics on visits and page use to help us improve the website.',
      },
      signals: {
        name: 'Analytics signals',
        description:
          'Extends web analytics with cross-device reports. Requires web analytics to be enabled.',
      },
      ads: {
        name: 'Ads service',
        description: 'Measures the reach of our advertisements and shows you matching offers on other websites.',
      },
      marketingAutomation: {
        name: 'Marketing automation',
        description: 'Personalises our newsletters and follow-up communication based on your interests.',
      },
    },
  },
  chrome: {
    menu: 'Menu',
    navigationPanel: 'Navigation',
    search: 'Search',
    searchPanel: 'Search',
    close: 'Close',
    searchOffers: {
      heading: 'Find jobs',
      label: 'Job title or keyword',
      submit: 'Search jobs',
    },
    searchSite: {
      heading: 'Search this website',
      label: 'Search term',
      submit: 'Search website',
    },
    contact: {
      toggle: 'Contact',
      heading: 'Get in touch',
      phone: 'Phone',
      email: 'E-mail',
      whatsapp: 'WhatsApp',
      link: 'Link',
      hours: 'Opening hours',
      close: 'Close contact',
    },
  },
  contest: {
    name: 'Your name',
    email: 'Your e-mail address',
    answer: 'Your answer',
    terms: 'I accept the conditions of participation.',
    termsLink: 'Read the conditions of participation',
    termsHeading: 'Conditions of participation',
    prizes: 'Prizes',
    closes: 'Closes on {{date}}',
    closed: 'This contest closed on {{date}}. Thank you for your interest!',
    submit: 'Take part',
    required: 'required',
    errorSummary: 'Please check the highlighted fields.',
    error: {
      required: 'Please fill in this field.',
      tooLong: 'This is too long.',
      invalid: 'Please enter a valid e-mail address, e.g. name@example.com.',
      unknownAnswer: 'Please choose one of the answers.',
      termsRequired: 'Please accept the conditions of participation.',
    },
    outcome: {
      stored: 'Thank you, {{name}}! Your entry has been received. Good luck!',
      duplicate: 'This e-mail address has already taken part in this contest. Each person can enter once.',
      closed: 'Sorry, this contest has already closed. Your entry was not stored.',
      unavailable: 'This contest is not available. Your entry was not stored.',
      failed: 'Your entry could not be stored because of a technical problem. Please try again in a moment.',
    },
    rejected: {
      title: 'Entry not accepted',
      tooLarge: 'The form data is too large.',
      unsupported: 'The form was sent in a format we do not accept.',
      rateLimited: 'Too many entries from your connection. Please try again in a few minutes.',
      badRequest: 'The form could not be processed.',
      back: 'Back to the page',
    },
  },
  toast: {
    type: {
      info: 'Information',
      success: 'Success',
      warning: 'Warning',
      error: 'Error',
    },
    close: 'Close notification',
    region: 'Notifications',
  },
  map: {
    region: 'Map',
    loading: 'Loading map…',
    consent: {
      title: 'Map',
      text: 'This map is provided by a maps service. It is shown once you allow functional cookies for maps.',
      allow: 'Allow map',
    },
    configError: 'This map cannot be shown: its configuration is incomplete.',
    dataError: 'The locations could not be loaded.',
    marker: 'Show details: {{name}}',
    cluster: '{{count}} locations – show',
    list: 'Locations as a list',
    route: 'Plan route',
    more: 'More information',
    phone: 'Phone',
    email: 'E-mail',
    close: 'Close',
    search: {
      label: 'Search for a place on the map',
      submit: 'Search',
      none: 'No place found.',
    },
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    compass: 'Reset bearing to north',
    locate: 'Find my location',
    fullscreen: 'Toggle full screen',
  },
  layer: {
    previous: 'Previous page',
    next: 'Next page',
    close: 'Close',
    loading: 'Loading…',
  },
  banner: {
    label: 'Announcement',
    close: 'Close',
    wake: 'Show announcement: {{headline}}',
  },
  slider: {
    label: 'Slide show',
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slide show',
    play: 'Play slide show',
    slideRole: 'slide',
    slide: 'Slide {{index}} of {{total}}',
    subMenu: 'Choose a slide',
  },
  embed: {
    video: {
      notice:
        'This video is provided by an external video platform. To protect your privacy it loads only after you allow the video platform in the cookie settings; data is then sent to the platform.',
      enable: 'Allow videos in the cookie settings',
    },
  },
  recruiting: {
    // The standalone embed when the recruiting API cannot be reached from the page (down, or its origin not allowed).
    embed: {
      unavailableTitle: 'Job search unavailable',
      unavailableText: 'The job search service cannot be reached at the moment. Please try again later.',
    },
    reload: {
      // A failed 'load more': the results shown stay.
      failed: 'The next results could not be loaded.',
      retry: 'Try again',
      page: 'Show more (showing {{from}} to {{to}} of {{total}})',
      // Brand B's own wording (staffing: direct, 'du' in German).
      more: 'Load more jobs ({{from}}–{{to}} of {{total}})',
    },
    search: {
      loading: 'Searching …',
      all: 'Show all {{total}} offers',
      in: 'Search in {{city}}',
      title: 'Search failed',
      error: 'The search could not be carried out. Please try again later.',
      label: 'Job search',
      keyword: 'Keyword',
      keywordPlaceholder: 'Job title, skill or keyword',
      keywordShort: 'What?',
      city: 'City or postcode',
      cityShort: 'Where?',
      radius: 'Radius',
      radiusAny: 'Any distance',
      radiusKm: '{{radius}} km',
      submit: 'Search',
      adjust: 'Adjust search',
      open: 'Open search',
      close: 'Close search',
    },
    branch: {
      selected: 'Offers of the branch {{branch}}',
      all: 'All branches',
    },
    sitenotavailable: {
      title: 'Offer not available',
      text: 'This offer is no longer available. It may already have been filled. Take a look at our other offers.',
    },
    nojobs: {
      title: 'No jobs found',
      text: 'Unfortunately no offers match your search. Try a different keyword, a larger radius or fewer filters.',
    },
    noprojects: {
      title: 'No projects found',
    },
    entry: {
      notavailable: 'This entry is not available.',
    },
    codenumber: 'Reference number',
    list: {
      label: 'Search results',
      metainfo: {
        part1: 'Offers {{from}} to {{to}}',
        part2: 'of {{total}}',
      },
      header: {
        duration: 'Duration',
        start: 'Start',
        location: 'Location',
      },
    },
    listFields: {
      salary: 'Salary',
      salaryYear: 'Annual salary',
      salaryMonth: 'Monthly salary',
      salaryHour: 'Hourly rate',
      range: 'Area',
      faculty: 'Expertise',
      branch: 'Branch',
      workplacetype: 'Workplace',
      jobtype: 'Employment type',
      staffresponsibility: 'Staff responsibility',
      targetgroup: 'Level',
      start: 'Start',
      duration: 'Duration',
      distance: 'Distance',
      distanceValue: '{{distance}} km',
      reference: 'Offer ID',
    },
    filter: {
      title: 'Filters',
      open: 'Show filters',
      close: 'Hide filters',
      reset: 'Reset filters',
      active_one: '{{count}} filter active',
      active_other: '{{count}} filters active',
      expertise: 'Expertise',
      level: 'Level',
      staffResponsibility: 'Staff responsibility',
      jobType: 'Job type',
      workplaceType: 'Workplace type',
      internalCareer: 'Internal career',
      inhouse: 'Inhouse',
      headquarter: 'Headquarters',
      type: 'Offer type',
      radius: 'Radius',
    },
    action: {
      applyNow: 'Apply now',
      downloadPdf: 'Download PDF',
      initiativeApplication: 'Unsolicited application',
      initiativeApplicationIntro:
        'Nothing suitable right now? Send us an unsolicited application – we will get in touch when a matching position comes up.',
      registerFreelancer: 'Register as a freelancer',
      registerFreelancerTitle: 'Create your freelancer profile and receive matching project offers',
      allFreelanceProjects: 'All freelance projects',
      allFreelanceProjectsTitle: 'Show all freelance projects near this branch',
      previousOffer: 'Previous offer',
      nextOffer: 'Next offer',
      close: 'Close',
      contact: 'Contact',
      showOnMap: 'Show on map',
    },
    detail: {
      failed: 'The offer could not be loaded. Please try again later.',
      offer: 'Offer {{n}}',
      tasks: 'Your tasks',
      benefits: 'What we offer',
      requirements: 'Your profile',
      contact: 'Your contact',
      salary: 'Salary',
      location: 'Location',
      branch: 'Branch',
      qrCode: 'Scan the QR code to open this offer on your phone',
    },
    duration: 'Duration',
    start: 'Start',
    location: 'Location',
    now: 'now',
    week_one: '{{count}} week',
    week_other: '{{count}} weeks',
    month_one: '{{count}} month',
    month_other: '{{count}} months',
    job_one: 'Job',
    job_other: 'Jobs',
    project_one: 'Project',
    project_other: 'Projects',
    distance: '{{distance}} km away',
    salary: 'Salary',
    salaryHour: 'Hourly rate',
    salaryMonth: 'Monthly salary',
    salaryPer: {
      amount: '{{amount}}',
      hour: '{{amount}} / hour',
      month: '{{amount}} / month',
    },
    contact: 'Contact',
    close: 'Close',
  },
};

export default en;
export type Messages = typeof en;
