/** The cookie consent dialog's texts in English, the reference (a module of their own: pages load them only when the dialog opens). */
const enCookie = {
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
      description: 'Extends web analytics with cross-device reports. Requires web analytics to be enabled.',
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
};

export default enCookie;
export type CookieMessages = typeof enCookie;
