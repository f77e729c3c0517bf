/**
 * Halden Recruiting GmbH — executive and specialist recruiting / headhunting (Munich), with many offices and a
 * head office ('Zentrale'). Tone: premium, consultative, discreet; German uses 'Sie'. Languages: de, en.
 */
import { legalPage, privacyPage, type LegalEntity } from './legal.ts';
import type { Localized, SeedSite } from './types.ts';

const t = (de: string, en: string): Localized => ({ de, en });

const entity: LegalEntity = {
  siteName: 'Halden Recruiting',
  legalName: 'Halden Recruiting GmbH',
  street: 'Maximilianstraße 35',
  zip: '80539',
  city: 'München',
  phone: '+49 89 2155 380',
  email: 'kontakt@halden-recruiting.example',
  privacyEmail: 'datenschutz@halden-recruiting.example',
  web: 'www.halden-recruiting.example',
  registerCourt: 'Amtsgericht München',
  registerNumber: 'HRB 248731',
  vatId: 'DE 293 516 847',
  managementKind: 'directors',
  management: ['Dr. Constantin Halden', 'Friederike von Aschberg'],
  dpo: { name: 'Dr. Miriam Eckert', company: 'Eckert & Partner Rechtsanwälte', email: 'dsb@halden-recruiting.example' },
  authority: {
    name: 'Bayerisches Landesamt für Datenschutzaufsicht (BayLDA)',
    address: 'Promenade 18, 91522 Ansbach',
  },
  editor: 'Dr. Constantin Halden',
};

export const site: SeedSite = {
  key: 'brand-c',
  name: 'Halden Recruiting',
  legalName: 'Halden Recruiting GmbH',
  tagline: t('Persönlichkeiten für entscheidende Positionen.', 'The right people for decisive positions.'),
  locales: [
    { market: 'de', lang: 'de' },
    { market: 'de', lang: 'en' },
  ],
  contact: {
    street: entity.street,
    zip: entity.zip,
    city: entity.city,
    country: 'DE',
    phone: entity.phone,
    email: entity.email,
  },
  images: [
    {
      key: 'home-hero',
      width: 1600,
      height: 900,
      alt: t(
        'Stilisierte Skyline in Waldgrün und Sand im Abendlicht',
        'Stylised skyline in forest green and sand in the evening light',
      ),
    },
    {
      key: 'about-hero',
      width: 1600,
      height: 900,
      alt: t('Grafik: Architektur einer Stadt bei Dämmerung', 'Illustration: city architecture at dusk'),
    },
    {
      key: 'career-hero',
      width: 1600,
      height: 900,
      alt: t('Grafik: Bürogebäude mit erleuchteten Fenstern', 'Illustration: office buildings with lit windows'),
    },
    {
      key: 'contact-hero',
      width: 1600,
      height: 900,
      alt: t('Grafik: Stadtsilhouette mit Türmen', 'Illustration: city silhouette with towers'),
    },
    {
      key: 'news-hero',
      width: 1600,
      height: 900,
      alt: t('Grafik: Skyline über einer ruhigen Wasserfläche', 'Illustration: skyline above calm water'),
    },
    {
      key: 'teaser-executive',
      width: 1200,
      height: 800,
      alt: t('Illustration für Executive Search', 'Illustration for executive search'),
    },
    {
      key: 'teaser-specialist',
      width: 1200,
      height: 800,
      alt: t('Illustration für Spezialistenrekrutierung', 'Illustration for specialist recruitment'),
    },
    {
      key: 'teaser-advisory',
      width: 1200,
      height: 800,
      alt: t('Illustration für Leadership Advisory', 'Illustration for leadership advisory'),
    },
    {
      key: 'about-office',
      width: 1200,
      height: 800,
      alt: t(
        'Grafik: die Zentrale in der Münchner Maximilianstraße',
        'Illustration: the head office on Maximilianstraße in Munich',
      ),
    },
  ],
  pages: [
    /* ------------------------------------------------------------ home */
    {
      key: 'home',
      slug: t('', ''),
      title: t(
        'Halden Recruiting – Executive Search und Spezialistenrekrutierung',
        'Halden Recruiting – executive search and specialist recruitment',
      ),
      description: t(
        'Halden Recruiting besetzt Führungs- und Schlüsselpositionen in Industrie, Energie, Finanzen und Technologie – diskret und fundiert.',
        'Halden Recruiting fills leadership and key positions in industry, energy, finance and technology – discreetly and thoroughly.',
      ),
      inMainMenu: false,
      layout: [
        {
          blockType: 'hero',
          heading: t('Die richtige Besetzung verändert ein Unternehmen', 'The right appointment changes a company'),
          text: t(
            'Seit 2004 begleiten wir Eigentümer, Aufsichtsräte und Geschäftsführungen bei Personalentscheidungen, die Bestand haben müssen.',
            'Since 2004 we have been advising owners, supervisory boards and management teams on people decisions that have to last.',
          ),
          image: 'home-hero',
          cta: { label: t('Unsere Arbeitsweise', 'How we work'), page: 'about' },
        },
        {
          blockType: 'teaser',
          heading: t('Unsere Leistungen', 'Our services'),
          items: [
            {
              title: t('Executive Search', 'Executive search'),
              text: t(
                'Direktansprache für Vorstand, Geschäftsführung und Aufsichtsgremien – mit einer Besetzungsquote von 94 Prozent.',
                'Direct search for executive boards, managing directors and supervisory bodies – with a success rate of 94 per cent.',
              ),
              image: 'teaser-executive',
              page: 'about',
            },
            {
              title: t('Spezialistenrekrutierung', 'Specialist recruitment'),
              text: t(
                'Fach- und Führungskräfte der zweiten und dritten Ebene, gezielt identifiziert in unseren elf Practice Groups.',
                'Specialists and second- and third-level managers, identified in a targeted way by our eleven practice groups.',
              ),
              image: 'teaser-specialist',
              page: 'about',
            },
            {
              title: t('Leadership Advisory', 'Leadership advisory'),
              text: t(
                'Management Audits, Nachfolgeplanung und Onboarding-Begleitung für die ersten entscheidenden 100 Tage.',
                'Management audits, succession planning and onboarding support for the decisive first 100 days.',
              ),
              image: 'teaser-advisory',
              page: 'about',
            },
          ],
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Unser Vorgehen</h2>
<p>Jedes Mandat beginnt mit einem ausführlichen Gespräch über Strategie, Kultur und die Erwartungen an die neue Persönlichkeit. Erst wenn wir die Position wirklich verstanden haben, beginnen wir mit der Suche.</p>
<ol>
<li><strong>Analyse:</strong> gemeinsames Anforderungsprofil, Vergütungsbenchmark und Zielunternehmen</li>
<li><strong>Research:</strong> systematische Identifikation geeigneter Kandidatinnen und Kandidaten durch unser eigenes Research-Team</li>
<li><strong>Direktansprache:</strong> vertraulich, persönlich und ohne Veröffentlichung</li>
<li><strong>Evaluation:</strong> strukturierte Interviews, Referenzen und auf Wunsch ein eignungsdiagnostisches Assessment</li>
<li><strong>Integration:</strong> Begleitung der Vertragsverhandlung und der ersten Monate im neuen Amt</li>
</ol>
<blockquote>„Eine Besetzung ist erst dann gelungen, wenn sie nach drei Jahren noch jeder wieder so treffen würde.“ – Dr. Constantin Halden, geschäftsführender Gesellschafter</blockquote>`,
            `<h2>Our approach</h2>
<p>Every mandate begins with an in-depth conversation about strategy, culture and what is expected of the new leader. Only once we truly understand the position do we begin the search.</p>
<ol>
<li><strong>Analysis:</strong> a shared requirements profile, compensation benchmark and target companies</li>
<li><strong>Research:</strong> systematic identification of suitable candidates by our in-house research team</li>
<li><strong>Direct approach:</strong> confidential, personal and without public advertising</li>
<li><strong>Evaluation:</strong> structured interviews, references and, on request, a psychometric assessment</li>
<li><strong>Integration:</strong> support with contract negotiations and the first months in the new role</li>
</ol>
<blockquote>“An appointment has only succeeded if, three years on, everyone would make the same decision again.” – Dr Constantin Halden, Managing Partner</blockquote>`,
          ),
        },
      ],
    },
    /* ----------------------------------------------------------- about */
    {
      key: 'about',
      slug: t('ueber-uns', 'about-us'),
      title: t('Über uns', 'About us'),
      description: t(
        'Halden Recruiting: inhabergeführte Personalberatung aus München mit 14 Standorten in Deutschland, Österreich und der Schweiz.',
        'Halden Recruiting: owner-managed search firm from Munich with 14 offices in Germany, Austria and Switzerland.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Beratung mit Substanz', 'Advice with substance'),
          text: t(
            'Wir sind Beraterinnen und Berater mit eigener Führungserfahrung – und wissen deshalb, worauf es in einer Position wirklich ankommt.',
            'We are consultants with leadership experience of our own – and therefore know what really matters in a position.',
          ),
          image: 'about-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Unsere Geschichte</h2>
<p>Dr. Constantin Halden war fünfzehn Jahre in der Industrie tätig, zuletzt als Geschäftsführer eines Maschinenbauunternehmens, bevor er 2004 in München die Halden Personalberatung gründete. Seine Überzeugung: Gute Personalberatung verlangt Branchenkenntnis, Geduld und die Bereitschaft, einem Mandanten auch einmal von einer Besetzung abzuraten.</p>
<p>Seit 2019 gehört Halden Recruiting zur Velora Group und hat seine Unabhängigkeit in der Mandatsführung bewahrt. Die Zentrale in der Maximilianstraße koordiniert heute 13 weitere Büros im deutschsprachigen Raum.</p>
<h2>Halden in Zahlen</h2>
<ul>
<li><strong>14</strong> Standorte: München (Zentrale), Berlin, Düsseldorf, Frankfurt am Main, Hamburg, Hannover, Köln, Leipzig, Nürnberg, Stuttgart, Wien, Zürich, Basel und Linz</li>
<li><strong>92</strong> Beraterinnen, Berater und Research-Spezialisten</li>
<li><strong>480</strong> abgeschlossene Mandate im Jahr 2025</li>
<li><strong>11</strong> Practice Groups, von Industrie und Energie bis Financial Services und Life Sciences</li>
<li><strong>91 %</strong> der platzierten Führungskräfte sind nach zwei Jahren noch in ihrer Position</li>
</ul>
<h2>Unsere Grundsätze</h2>
<h3>Diskretion</h3>
<p>Vertraulichkeit ist die Grundlage unserer Arbeit. Namen von Mandanten und Kandidaten verlassen unser Haus nur mit ausdrücklicher Zustimmung.</p>
<h3>Substanz</h3>
<p>Unsere Empfehlungen beruhen auf strukturierten Interviews, geprüften Referenzen und belastbaren Marktdaten – nicht auf Bauchgefühl.</p>
<h3>Unabhängigkeit</h3>
<p>Wir sprechen keine Führungskräfte an, die wir in den vergangenen zwei Jahren selbst platziert haben, und keine Mitarbeitenden unserer Mandanten.</p>
<h3>Langfristigkeit</h3>
<p>Viele unserer Mandanten begleiten wir seit über zehn Jahren. Dieses Vertrauen ist uns wichtiger als jedes einzelne Mandat.</p>`,
            `<h2>Our history</h2>
<p>Dr Constantin Halden spent fifteen years in industry, most recently as managing director of a mechanical engineering company, before founding Halden Personalberatung in Munich in 2004. His conviction: good executive search requires industry knowledge, patience and the willingness to advise a client against an appointment when necessary.</p>
<p>Since 2019 Halden Recruiting has been part of Velora Group while retaining its independence in managing mandates. The head office on Maximilianstraße now coordinates 13 further offices in the German-speaking region.</p>
<h2>Halden in figures</h2>
<ul>
<li><strong>14</strong> offices: Munich (head office), Berlin, Düsseldorf, Frankfurt am Main, Hamburg, Hanover, Cologne, Leipzig, Nuremberg, Stuttgart, Vienna, Zurich, Basel and Linz</li>
<li><strong>92</strong> consultants and research specialists</li>
<li><strong>480</strong> completed mandates in 2025</li>
<li><strong>11</strong> practice groups, from industry and energy to financial services and life sciences</li>
<li><strong>91%</strong> of the executives we placed are still in their position after two years</li>
</ul>
<h2>Our principles</h2>
<h3>Discretion</h3>
<p>Confidentiality is the foundation of our work. The names of clients and candidates only leave our firm with express consent.</p>
<h3>Substance</h3>
<p>Our recommendations are based on structured interviews, verified references and sound market data – not on gut feeling.</p>
<h3>Independence</h3>
<p>We do not approach executives we have placed ourselves within the past two years, nor employees of our clients.</p>
<h3>Long-term thinking</h3>
<p>We have worked with many of our clients for more than ten years. That trust matters more to us than any single mandate.</p>`,
          ),
        },
        {
          blockType: 'image',
          image: 'about-office',
          caption: t(
            'Die Halden-Zentrale in der Münchner Maximilianstraße.',
            'Halden’s head office on Maximilianstraße, Munich.',
          ),
        },
      ],
    },
    /* ---------------------------------------------------------- career */
    {
      key: 'career',
      slug: t('karriere', 'careers'),
      title: t('Karriere', 'Careers'),
      description: t(
        'Karriere bei Halden Recruiting: als Beraterin, Berater oder im Research an anspruchsvollen Mandaten im deutschsprachigen Raum arbeiten.',
        'Careers at Halden Recruiting: work on demanding mandates across the German-speaking region as a consultant or researcher.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Menschen zusammenbringen, die etwas bewegen', 'Bringing together people who make a difference'),
          text: t(
            'Bei Halden arbeiten Sie an Besetzungen, über die in Wirtschaftsteilen berichtet wird – mit der Sorgfalt, die solche Entscheidungen verdienen.',
            'At Halden you work on appointments that make the business pages – with the care such decisions deserve.',
          ),
          image: 'career-hero',
          cta: { label: t('Kontakt aufnehmen', 'Get in touch'), page: 'contact' },
        },
        // Additional list fields (SPEC §3.10): salary, workplace, employment type, start and distance on every item.
        {
          blockType: 'recruiting',
          mode: 'list',
          additionalListFields: 'salary, workplacetype, jobtype, start, distance',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Arbeiten bei Halden</h2>
<p>Unsere Teams sind klein und erfahren. Jedes Mandat wird von einer Partnerin oder einem Partner geführt und von einer Beraterin oder einem Berater sowie einer Research-Spezialistin oder einem Research-Spezialisten begleitet. So lernen Sie vom ersten Tag an unmittelbar von den Erfahrensten.</p>
<h3>Einstiegswege</h3>
<ul>
<li><strong>Research Associate:</strong> nach einem wirtschafts-, sozial- oder ingenieurwissenschaftlichen Studium; Marktanalysen, Identifikation und Erstansprache</li>
<li><strong>Consultant:</strong> mit einigen Jahren Berufserfahrung in Beratung, Industrie oder Personalberatung; Mandatsführung gemeinsam mit einer Partnerin oder einem Partner</li>
<li><strong>Senior Consultant und Partner:</strong> für erfahrene Personalberaterinnen und -berater oder Führungskräfte mit Branchennetzwerk</li>
</ul>
<h3>Was Sie erwartet</h3>
<ul>
<li>ein strukturiertes Einarbeitungsprogramm mit der Halden Academy und festem Mentor</li>
<li>transparente Vergütung mit erfolgsabhängiger Komponente ab dem ersten Jahr</li>
<li>hochwertige Büros in zentraler Lage, flexible Arbeitszeiten und mobiles Arbeiten</li>
<li>Zertifizierung in eignungsdiagnostischen Verfahren nach DIN 33430</li>
<li>zwei Team-Klausuren im Jahr und ein jährliches Partnertreffen</li>
</ul>
<h3>Ihre Bewerbung</h3>
<p>Senden Sie Ihre Unterlagen vertraulich an unsere Leiterin Personal, Dr. Judith Sommer. Wir behandeln jede Bewerbung mit derselben Diskretion, die wir unseren Mandanten zusichern.</p>`,
            `<h2>Working at Halden</h2>
<p>Our teams are small and experienced. Every mandate is led by a partner and supported by a consultant and a research specialist. This way you learn directly from the most experienced people from day one.</p>
<h3>Ways to join</h3>
<ul>
<li><strong>Research Associate:</strong> after a degree in business, social sciences or engineering; market analysis, identification and first approach</li>
<li><strong>Consultant:</strong> with a few years’ experience in consulting, industry or executive search; leading mandates together with a partner</li>
<li><strong>Senior Consultant and Partner:</strong> for experienced search consultants or executives with an industry network</li>
</ul>
<h3>What to expect</h3>
<ul>
<li>a structured onboarding programme with the Halden Academy and a dedicated mentor</li>
<li>transparent pay with a performance-related component from the first year</li>
<li>high-quality offices in central locations, flexible working hours and remote work</li>
<li>certification in psychometric assessment methods to DIN 33430</li>
<li>two team retreats a year and an annual partners’ meeting</li>
</ul>
<h3>Your application</h3>
<p>Please send your documents in confidence to our Head of People, Dr Judith Sommer. We treat every application with the same discretion we promise our clients.</p>`,
          ),
        },
      ],
    },
    /* --------------------------------------------------------- contact */
    {
      key: 'contact',
      slug: t('kontakt', 'contact'),
      title: t('Kontakt', 'Contact'),
      description: t(
        'Kontakt zu Halden Recruiting: Zentrale München und 13 Standorte in Deutschland, Österreich und der Schweiz.',
        'Contact Halden Recruiting: Munich head office and 13 offices in Germany, Austria and Switzerland.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Ein Gespräch ist der beste Anfang', 'A conversation is the best start'),
          text: t(
            'Ob Mandat oder persönliche Karrierefrage: Wir nehmen uns Zeit für Sie – vertraulich und ohne Verpflichtung.',
            'Whether it is a mandate or a personal career question: we take time for you – in confidence and without obligation.',
          ),
          image: 'contact-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Zentrale</h2>
<p><strong>Halden Recruiting GmbH</strong></p>
<p>Maximilianstraße 35, 80539 München</p>
<p>Telefon: <a href="tel:+49892155380">+49 89 2155 380</a> · E-Mail: <a href="mailto:kontakt@halden-recruiting.example">kontakt@halden-recruiting.example</a></p>
<p>Für vertrauliche Anfragen von Kandidatinnen und Kandidaten: <a href="mailto:vertraulich@halden-recruiting.example">vertraulich@halden-recruiting.example</a></p>
<h2>Standorte in Deutschland</h2>
<ul>
<li><strong>Berlin</strong> – Friedrichstraße 185, 10117 Berlin, <a href="tel:+49302061450">+49 30 2061 45 0</a></li>
<li><strong>Düsseldorf</strong> – Königsallee 60, 40212 Düsseldorf, <a href="tel:+492118825600">+49 211 8825 60 0</a></li>
<li><strong>Frankfurt am Main</strong> – Neue Mainzer Straße 52, 60311 Frankfurt am Main, <a href="tel:+496927139500">+49 69 2713 95 0</a></li>
<li><strong>Hamburg</strong> – Neuer Wall 50, 20354 Hamburg, <a href="tel:+49403571880">+49 40 3571 88 0</a></li>
<li><strong>Stuttgart</strong> – Königstraße 26, 70173 Stuttgart, <a href="tel:+497112267430">+49 711 2267 43 0</a></li>
</ul>
<h2>Österreich und Schweiz</h2>
<ul>
<li><strong>Wien</strong> – Schottenring 16, 1010 Wien, <a href="tel:+431532874">+43 1 532 874</a></li>
<li><strong>Zürich</strong> – Bahnhofstrasse 44, 8001 Zürich, <a href="tel:+41442150630">+41 44 215 06 30</a></li>
</ul>`,
            `<h2>Head office</h2>
<p><strong>Halden Recruiting GmbH</strong></p>
<p>Maximilianstraße 35, 80539 Munich, Germany</p>
<p>Phone: <a href="tel:+49892155380">+49 89 2155 380</a> · E-mail: <a href="mailto:kontakt@halden-recruiting.example">kontakt@halden-recruiting.example</a></p>
<p>For confidential enquiries from candidates: <a href="mailto:vertraulich@halden-recruiting.example">vertraulich@halden-recruiting.example</a></p>
<h2>Offices in Germany</h2>
<ul>
<li><strong>Berlin</strong> – Friedrichstraße 185, 10117 Berlin, <a href="tel:+49302061450">+49 30 2061 45 0</a></li>
<li><strong>Düsseldorf</strong> – Königsallee 60, 40212 Düsseldorf, <a href="tel:+492118825600">+49 211 8825 60 0</a></li>
<li><strong>Frankfurt am Main</strong> – Neue Mainzer Straße 52, 60311 Frankfurt am Main, <a href="tel:+496927139500">+49 69 2713 95 0</a></li>
<li><strong>Hamburg</strong> – Neuer Wall 50, 20354 Hamburg, <a href="tel:+49403571880">+49 40 3571 88 0</a></li>
<li><strong>Stuttgart</strong> – Königstraße 26, 70173 Stuttgart, <a href="tel:+497112267430">+49 711 2267 43 0</a></li>
</ul>
<h2>Austria and Switzerland</h2>
<ul>
<li><strong>Vienna</strong> – Schottenring 16, 1010 Vienna, <a href="tel:+431532874">+43 1 532 874</a></li>
<li><strong>Zurich</strong> – Bahnhofstrasse 44, 8001 Zurich, <a href="tel:+41442150630">+41 44 215 06 30</a></li>
</ul>`,
          ),
        },
      ],
    },
    /* ------------------------------------------------------------ news */
    {
      key: 'news',
      slug: t('aktuelles', 'news'),
      title: t('Aktuelles', 'News'),
      description: t(
        'Neuigkeiten, Studien und Veranstaltungen von Halden Recruiting.',
        'News, studies and events from Halden Recruiting.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Aktuelles und Einblicke', 'News and insights'),
          text: t(
            'Studien, Veranstaltungen und Neuigkeiten aus unserer Beratung.',
            'Studies, events and news from our firm.',
          ),
          image: 'news-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Führungskräfte-Barometer 2026: Transformationserfahrung schlägt Branchenkenntnis</h2>
<p><em>18. November 2026</em></p>
<p>Für unsere jährliche Studie haben wir 640 Aufsichtsratsmitglieder und Geschäftsführende befragt. Erstmals nennen mehr als die Hälfte nachweisbare Erfahrung in Transformationsprojekten als wichtigstes Auswahlkriterium für die Geschäftsführung – noch vor langjähriger Branchenkenntnis. Die vollständige Studie erhalten Sie auf Anfrage.</p>
<h2>Neue Practice Group Energy &amp; Infrastructure</h2>
<p><em>20. Oktober 2026</em></p>
<p>Mit Dr. Henrik Wallner gewinnt Halden einen ausgewiesenen Kenner der Energiewirtschaft als Partner. Der frühere Geschäftsführer eines Übertragungsnetzbetreibers leitet künftig die neue Practice Group Energy &amp; Infrastructure mit Sitz in Düsseldorf.</p>
<h2>Halden eröffnet Büro in Wien</h2>
<p><em>8. September 2026</em></p>
<p>Am Schottenring berät unser sechsköpfiges Team unter der Leitung von Mag. Teresa Pichler österreichische Unternehmen bei der Besetzung von Vorstands- und Geschäftsführungspositionen.</p>
<h2>Halden Board Dialogue zur Governance künstlicher Intelligenz</h2>
<p><em>25. Juni 2026</em></p>
<p>Rund 80 Aufsichtsrätinnen und Aufsichtsräte diskutierten in unserer Münchner Zentrale, welche Kompetenzen Gremien für die Aufsicht über KI-Strategien benötigen. Eine Zusammenfassung der Ergebnisse senden wir Ihnen gern zu.</p>`,
            `<h2>Leadership Barometer 2026: transformation experience beats industry knowledge</h2>
<p><em>18 November 2026</em></p>
<p>For our annual study we surveyed 640 supervisory board members and managing directors. For the first time, more than half name proven experience in transformation projects as the most important selection criterion for top management – ahead of long-standing industry knowledge. The full study is available on request.</p>
<h2>New practice group Energy &amp; Infrastructure</h2>
<p><em>20 October 2026</em></p>
<p>Halden welcomes Dr Henrik Wallner, a recognised expert in the energy sector, as a partner. The former managing director of a transmission system operator will lead the new Energy &amp; Infrastructure practice group, based in Düsseldorf.</p>
<h2>Halden opens office in Vienna</h2>
<p><em>8 September 2026</em></p>
<p>On the Schottenring, our six-strong team led by Teresa Pichler advises Austrian companies on filling executive board and managing director positions.</p>
<h2>Halden Board Dialogue on the governance of artificial intelligence</h2>
<p><em>25 June 2026</em></p>
<p>Around 80 supervisory board members met at our Munich head office to discuss which competencies boards need to oversee AI strategies. We will be happy to send you a summary of the results.</p>`,
          ),
        },
      ],
    },
    {
      // A branch page (SPEC §4.4): the module lists the offers of the head office in Munich (branch 401 of the
      // recruiting API); its reload button becomes 'show all offers' and then 'search in München'.
      key: 'branch-jobs',
      slug: t('jobs-muenchen', 'jobs-munich'),
      title: t('Jobs in unserer Zentrale in München', 'Jobs at our Munich head office'),
      description: t(
        'Aktuelle Mandate der Halden-Zentrale in München: Positionen in Beratung, Research und Fachfunktionen in Bayern.',
        'Current mandates of Halden’s Munich head office: positions in consulting, research and specialist roles in Bavaria.',
      ),
      inMainMenu: false,
      layout: [
        {
          blockType: 'richText',
          html: t(
            '<p>Unser Team in der Münchner Zentrale betreut Mandate in ganz Bayern. Hier finden Sie seine Angebote.</p>',
            '<p>Our team at the Munich head office looks after mandates across Bavaria. Here are its offers.</p>',
          ),
        },
        { blockType: 'recruiting', mode: 'list', careerPage: 'career', location: '401' },
      ],
    },
    privacyPage(entity, ['de', 'en']),
    legalPage(entity, ['de', 'en']),
  ],
};
