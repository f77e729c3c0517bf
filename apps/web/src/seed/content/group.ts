/**
 * Velora Group SE — the parent group (Düsseldorf). Tone: corporate, calm, factual. Languages: de, en.
 */
import { legalPage, privacyPage, type LegalEntity } from './legal.ts';
import type { Localized, SeedSite } from './types.ts';

const t = (de: string, en: string): Localized => ({ de, en });

const entity: LegalEntity = {
  siteName: 'Velora Group',
  legalName: 'Velora Group SE',
  street: 'Kaiserswerther Straße 115',
  zip: '40474',
  city: 'Düsseldorf',
  phone: '+49 211 5486 0',
  email: 'info@velora-group.example',
  privacyEmail: 'datenschutz@velora-group.example',
  web: 'www.velora-group.example',
  registerCourt: 'Amtsgericht Düsseldorf',
  registerNumber: 'HRB 91547',
  vatId: 'DE 318 724 605',
  managementKind: 'board',
  management: ['Dr. Katharina Wendt', 'Martin Oberländer', 'Aylin Demir'],
  managementChair: 'Dr. Katharina Wendt',
  supervisoryBoardChair: 'Prof. Dr. Hans-Peter Vogt',
  dpo: { name: 'Jonas Reiter', company: 'Datenschutzkanzlei Rhein-Ruhr', email: 'dsb@velora-group.example' },
  authority: {
    name: 'Landesbeauftragte für Datenschutz und Informationsfreiheit Nordrhein-Westfalen',
    address: 'Kavalleriestraße 2–4, 40213 Düsseldorf',
  },
  editor: 'Dr. Katharina Wendt',
};

export const site: SeedSite = {
  key: 'group',
  name: 'Velora Group',
  legalName: 'Velora Group SE',
  tagline: t('Menschen und Arbeit verbinden.', 'Connecting people and work.'),
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
        'Abstraktes Netzwerk aus verbundenen Punkten über einer gepunkteten Landkarte',
        'Abstract network of connected points over a dotted map',
      ),
    },
    {
      key: 'about-hero',
      width: 1600,
      height: 900,
      alt: t(
        'Grafik: Knotenpunkte eines Netzwerks in Marineblau und Gold',
        'Illustration: nodes of a network in navy and gold',
      ),
    },
    {
      key: 'career-hero',
      width: 1600,
      height: 900,
      alt: t('Abstrakte Verbindungslinien zwischen Standorten', 'Abstract lines connecting locations'),
    },
    {
      key: 'contact-hero',
      width: 1600,
      height: 900,
      alt: t('Stilisierte Karte mit hervorgehobenem Standort Düsseldorf', 'Stylised map with a highlighted location'),
    },
    {
      key: 'news-hero',
      width: 1600,
      height: 900,
      alt: t('Abstrakte Grafik aus Punkten und Bögen', 'Abstract graphic of dots and arcs'),
    },
    {
      key: 'teaser-engineering',
      width: 1200,
      height: 800,
      alt: t('Illustration für Engineering-Dienstleistungen', 'Illustration for engineering services'),
    },
    {
      key: 'teaser-staffing',
      width: 1200,
      height: 800,
      alt: t('Illustration für Personaldienstleistungen', 'Illustration for staffing services'),
    },
    {
      key: 'teaser-recruiting',
      width: 1200,
      height: 800,
      alt: t('Illustration für Executive Search', 'Illustration for executive search'),
    },
    {
      key: 'about-network',
      width: 1200,
      height: 800,
      alt: t('Grafik: das Standortnetz der Gruppe', 'Illustration: the group’s network of locations'),
    },
  ],
  pages: [
    /* ------------------------------------------------------------ home */
    {
      key: 'home',
      slug: t('', ''),
      title: t(
        'Velora Group – Personal, Engineering und Recruiting',
        'Velora Group – Staffing, engineering and recruiting',
      ),
      description: t(
        'Die Velora Group vereint Kestrel Engineering, Brightwork Personal und Halden Recruiting – drei Spezialisten für Arbeit und Talente.',
        'Velora Group brings together Kestrel Engineering, Brightwork Personal and Halden Recruiting – three specialists for work and talent.',
      ),
      inMainMenu: false,
      layout: [
        {
          blockType: 'hero',
          heading: t('Menschen und Arbeit verbinden', 'Connecting people and work'),
          text: t(
            'Drei spezialisierte Unternehmen, ein gemeinsamer Anspruch: Wir bringen Fachkräfte, Ingenieurinnen und Führungspersönlichkeiten mit den Unternehmen zusammen, die sie brauchen.',
            'Three specialised companies, one shared ambition: we bring skilled workers, engineers and senior leaders together with the companies that need them.',
          ),
          image: 'home-hero',
          cta: { label: t('Die Gruppe kennenlernen', 'Discover the group'), page: 'about' },
        },
        {
          blockType: 'recruiting',
          mode: 'link',
          careerPage: 'career',
          linkText: t('Alle Stellen der Velora Group ansehen', 'See all Velora Group vacancies'),
        },
        {
          blockType: 'teaser',
          heading: t('Unsere Unternehmen', 'Our companies'),
          items: [
            {
              title: t('Kestrel Engineering', 'Kestrel Engineering'),
              text: t(
                'Ingenieurdienstleistungen für Automotive, Maschinenbau und Energietechnik – mit Festanstellungen und Freelance-Projekten.',
                'Engineering services for automotive, mechanical engineering and energy technology – with permanent positions and freelance projects.',
              ),
              image: 'teaser-engineering',
              page: 'about',
            },
            {
              title: t('Brightwork Personal', 'Brightwork Personal'),
              text: t(
                'Zeitarbeit und Personalvermittlung für Industrie, Logistik und Büro – regional verankert in ganz Norddeutschland.',
                'Temporary staffing and placement for industry, logistics and office roles – rooted in the regions across northern Germany.',
              ),
              image: 'teaser-staffing',
              page: 'about',
            },
            {
              title: t('Halden Recruiting', 'Halden Recruiting'),
              text: t(
                'Executive Search und Spezialistenrekrutierung – diskret, methodisch und mit tiefem Branchenverständnis.',
                'Executive search and specialist recruitment – discreet, methodical and with deep industry knowledge.',
              ),
              image: 'teaser-recruiting',
              page: 'about',
            },
          ],
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Eine Gruppe, drei Stärken</h2>
<p>Die Velora Group SE mit Sitz in Düsseldorf ist die Holding dreier eigenständiger Marken. Jede von ihnen kennt ihren Markt genau: <strong>Kestrel Engineering</strong> die Entwicklungsabteilungen der Industrie, <strong>Brightwork Personal</strong> die Produktionshallen und Lager des Nordens, <strong>Halden Recruiting</strong> die Vorstandsetagen und Fachbereiche, in denen Schlüsselpositionen besetzt werden.</p>
<p>Die Gruppe stellt dafür den Rahmen: gemeinsame IT und Datenschutz, eine einheitliche Finanz- und Compliance-Organisation und einen verlässlichen Austausch zwischen den Marken. So profitieren Kundinnen und Kunden von Spezialisierung, ohne auf die Stabilität eines großen Verbunds zu verzichten.</p>
<ul>
<li>rund 4.300 interne Mitarbeitende an 142 Standorten</li>
<li>über 18.000 Menschen täglich im Einsatz bei unseren Kunden</li>
<li>1,42 Mrd. Euro Umsatz im Geschäftsjahr 2025</li>
</ul>`,
            `<h2>One group, three strengths</h2>
<p>Velora Group SE, headquartered in Düsseldorf, is the holding company of three independent brands. Each knows its market inside out: <strong>Kestrel Engineering</strong> the development departments of industry, <strong>Brightwork Personal</strong> the production halls and warehouses of northern Germany, <strong>Halden Recruiting</strong> the boardrooms and specialist functions where key positions are filled.</p>
<p>The group provides the framework: shared IT and data protection, a single finance and compliance organisation and reliable exchange between the brands. Our clients benefit from specialisation without giving up the stability of a large group.</p>
<ul>
<li>around 4,300 internal employees at 142 locations</li>
<li>more than 18,000 people working on client assignments every day</li>
<li>revenue of EUR 1.42 billion in the 2025 financial year</li>
</ul>`,
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
        'Geschichte, Kennzahlen und Werte der Velora Group SE – seit 1998 Partner für Personal, Engineering und Recruiting.',
        'History, key figures and values of Velora Group SE – a partner for staffing, engineering and recruiting since 1998.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Seit 1998 gewachsen – mit Augenmaß', 'Growing since 1998 – with a sense of proportion'),
          text: t(
            'Aus einem Düsseldorfer Personalberater ist eine Unternehmensgruppe mit drei Marken und 142 Standorten geworden.',
            'A Düsseldorf personnel consultancy has become a group of companies with three brands and 142 locations.',
          ),
          image: 'about-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Unsere Geschichte</h2>
<p>1998 gründeten Heinrich Velten und Dr. Ursula Lorenz in Düsseldorf die Velten &amp; Lorenz Personalberatung. Die Idee war einfach und ist es geblieben: Wer Menschen vermittelt, muss beide Seiten ernst nehmen – das Unternehmen mit seinen Anforderungen und die Kandidatin mit ihren Zielen.</p>
<ol>
<li><strong>2006</strong> – Übernahme des Stuttgarter Ingenieurdienstleisters Kestrel Engineering; Einstieg in das Projektgeschäft mit Freelancern.</li>
<li><strong>2012</strong> – Zusammenschluss mit Brightwork Personal, Hamburg; die Gruppe wird zu einem der führenden Personaldienstleister im Norden.</li>
<li><strong>2019</strong> – Halden Recruiting aus München ergänzt das Portfolio um Executive Search.</li>
<li><strong>2024</strong> – Umwandlung in die Velora Group SE und Start der gemeinsamen Digitalplattform für alle Marken.</li>
</ol>
<h2>Die Gruppe in Zahlen</h2>
<ul>
<li><strong>142</strong> Standorte in Deutschland, Österreich, der Schweiz, Frankreich, Spanien und Polen</li>
<li><strong>4.300</strong> interne Mitarbeitende</li>
<li><strong>18.000+</strong> Beschäftigte im Kundeneinsatz</li>
<li><strong>9.200</strong> Kundenunternehmen, vom Familienbetrieb bis zum DAX-Konzern</li>
<li><strong>1,42 Mrd. Euro</strong> Umsatz 2025</li>
</ul>
<h2>Unsere Werte</h2>
<h3>Verlässlichkeit</h3>
<p>Wir sagen zu, was wir halten können – und halten, was wir zugesagt haben. Das gilt für Einsatzpläne ebenso wie für Gehaltsabrechnungen.</p>
<h3>Nähe</h3>
<p>Unsere Marken arbeiten dort, wo ihre Kunden sind. Entscheidungen fallen vor Ort, nicht in einer fernen Zentrale.</p>
<h3>Verantwortung</h3>
<p>Faire Arbeitsbedingungen, Tarifbindung in der Zeitarbeit und konsequenter Arbeitsschutz sind für uns keine Kür, sondern Voraussetzung.</p>
<h3>Fortschritt</h3>
<p>Wir investieren in digitale Werkzeuge, die Bewerbung und Einsatzplanung einfacher machen – ohne den persönlichen Kontakt zu ersetzen.</p>`,
            `<h2>Our history</h2>
<p>In 1998 Heinrich Velten and Dr Ursula Lorenz founded the personnel consultancy Velten &amp; Lorenz in Düsseldorf. The idea was simple and has stayed that way: anyone who places people has to take both sides seriously – the company with its requirements and the candidate with her goals.</p>
<ol>
<li><strong>2006</strong> – acquisition of the Stuttgart engineering service provider Kestrel Engineering; entry into the project business with freelancers.</li>
<li><strong>2012</strong> – merger with Brightwork Personal, Hamburg; the group becomes one of the leading staffing providers in northern Germany.</li>
<li><strong>2019</strong> – Munich-based Halden Recruiting adds executive search to the portfolio.</li>
<li><strong>2024</strong> – conversion into Velora Group SE and launch of a shared digital platform for all brands.</li>
</ol>
<h2>The group in figures</h2>
<ul>
<li><strong>142</strong> locations in Germany, Austria, Switzerland, France, Spain and Poland</li>
<li><strong>4,300</strong> internal employees</li>
<li><strong>18,000+</strong> people on client assignments</li>
<li><strong>9,200</strong> client companies, from family businesses to DAX corporations</li>
<li><strong>EUR 1.42 billion</strong> revenue in 2025</li>
</ul>
<h2>Our values</h2>
<h3>Reliability</h3>
<p>We promise what we can deliver – and deliver what we have promised. That applies to assignment schedules as much as to payroll.</p>
<h3>Proximity</h3>
<p>Our brands work where their clients are. Decisions are made locally, not in a distant head office.</p>
<h3>Responsibility</h3>
<p>Fair working conditions, collective agreements in temporary staffing and rigorous occupational safety are not optional extras for us, but a prerequisite.</p>
<h3>Progress</h3>
<p>We invest in digital tools that make applying and scheduling easier – without replacing personal contact.</p>`,
          ),
        },
        {
          blockType: 'image',
          image: 'about-network',
          caption: t(
            'Das Standortnetz der Velora Group: 142 Niederlassungen in sechs Ländern.',
            'The Velora Group network: 142 branches in six countries.',
          ),
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Unternehmensführung</h2>
<p>Die Velora Group SE wird von einem dreiköpfigen Vorstand geleitet: Dr. Katharina Wendt (Vorsitzende, Strategie und Marken), Martin Oberländer (Finanzen und Recht) und Aylin Demir (Personal, IT und Digitalisierung). Der sechsköpfige Aufsichtsrat ist paritätisch mit Vertreterinnen und Vertretern der Anteilseigner und der Beschäftigten besetzt.</p>
<blockquote>„Unsere Marken sind stark, weil sie eigenständig sind. Die Gruppe sorgt dafür, dass sie es bleiben können.“ – Dr. Katharina Wendt</blockquote>`,
            `<h2>Corporate governance</h2>
<p>Velora Group SE is led by a three-member Executive Board: Dr Katharina Wendt (Chair, strategy and brands), Martin Oberländer (finance and legal) and Aylin Demir (HR, IT and digital). The six-member Supervisory Board has equal representation of shareholders and employees.</p>
<blockquote>“Our brands are strong because they are independent. The group makes sure they can stay that way.” – Dr Katharina Wendt</blockquote>`,
          ),
        },
      ],
    },
    /* ---------------------------------------------------------- career */
    {
      key: 'career',
      slug: t('karriere', 'careers'),
      title: t('Karriere in der Holding', 'Careers at the holding company'),
      description: t(
        'Arbeiten bei der Velora Group SE in Düsseldorf: Finanzen, IT, Recht, Personal und Kommunikation für drei starke Marken.',
        'Working at Velora Group SE in Düsseldorf: finance, IT, legal, HR and communications for three strong brands.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Gestalten Sie den Rahmen für 18.000 Arbeitsplätze', 'Shape the framework for 18,000 jobs'),
          text: t(
            'In der Düsseldorfer Holding arbeiten rund 260 Menschen an den Themen, die alle Marken tragen – von der Konzernbilanz bis zur Plattform, über die sich täglich Tausende bewerben.',
            'Around 260 people at our Düsseldorf holding company work on the topics that carry all our brands – from the consolidated accounts to the platform through which thousands apply every day.',
          ),
          image: 'career-hero',
          cta: { label: t('Kontakt zum Recruiting-Team', 'Contact our recruiting team'), page: 'contact' },
        },
        { blockType: 'recruiting', mode: 'list' },
        {
          blockType: 'richText',
          html: t(
            `<h2>Arbeiten bei der Velora Group</h2>
<p>Die Holding ist klein genug, dass man sich kennt, und groß genug, dass Ihre Arbeit Wirkung zeigt. Ob Sie den Konzernabschluss verantworten, die Cloud-Infrastruktur unserer Marken betreiben oder eine Kampagne für die Arbeitgebermarke entwickeln: Sie arbeiten eng mit den Geschäftsführungen von Kestrel, Brightwork und Halden zusammen.</p>
<h3>Unsere Bereiche</h3>
<ul>
<li><strong>Finanzen und Controlling</strong> – Konzernrechnungslegung nach IFRS, Treasury, Steuern</li>
<li><strong>IT und Digitalisierung</strong> – Plattformentwicklung, Datenplattform, Informationssicherheit</li>
<li><strong>Recht und Compliance</strong> – Arbeits- und Vertragsrecht, Datenschutz, Hinweisgebersystem</li>
<li><strong>Personal</strong> – Führungskräfteentwicklung, Vergütung, Talent Management</li>
<li><strong>Kommunikation</strong> – Unternehmenskommunikation, Investor Relations, Arbeitgebermarke</li>
</ul>
<h3>Was wir bieten</h3>
<ul>
<li>30 Tage Urlaub, Gleitzeit und bis zu drei Tage mobiles Arbeiten pro Woche</li>
<li>Büro am Rhein mit Kantine, Fahrradgarage und sehr guter ÖPNV-Anbindung</li>
<li>Deutschlandticket als Jobticket und betriebliche Altersvorsorge mit Arbeitgeberzuschuss</li>
<li>ein jährliches Weiterbildungsbudget von 2.000 Euro pro Person</li>
</ul>
<h3>So bewerben Sie sich</h3>
<p>Senden Sie uns Ihren Lebenslauf und ein kurzes Anschreiben – Zeugnisse können Sie nachreichen. Wir melden uns innerhalb von zehn Arbeitstagen. Auf ein erstes Gespräch per Video folgt ein Kennenlernen vor Ort mit dem künftigen Team.</p>
<p>Sie interessieren sich für eine Position bei einer unserer Marken? Die Stellenangebote von Kestrel Engineering, Brightwork Personal und Halden Recruiting finden Sie auf deren Karriereseiten.</p>`,
            `<h2>Working at Velora Group</h2>
<p>The holding company is small enough for everyone to know each other and large enough for your work to make a difference. Whether you are responsible for the consolidated financial statements, run the cloud infrastructure of our brands or develop an employer branding campaign, you will work closely with the management teams of Kestrel, Brightwork and Halden.</p>
<h3>Our functions</h3>
<ul>
<li><strong>Finance and controlling</strong> – IFRS group accounting, treasury, tax</li>
<li><strong>IT and digital</strong> – platform development, data platform, information security</li>
<li><strong>Legal and compliance</strong> – employment and contract law, data protection, whistleblowing system</li>
<li><strong>Human resources</strong> – leadership development, compensation, talent management</li>
<li><strong>Communications</strong> – corporate communications, investor relations, employer brand</li>
</ul>
<h3>What we offer</h3>
<ul>
<li>30 days’ holiday, flexitime and up to three days of remote work per week</li>
<li>an office on the Rhine with a canteen, bicycle garage and excellent public transport links</li>
<li>a subsidised Germany-wide transport pass and a company pension scheme with employer contribution</li>
<li>an annual training budget of EUR 2,000 per person</li>
</ul>
<h3>How to apply</h3>
<p>Send us your CV and a short cover letter – certificates can follow later. We will get back to you within ten working days. A first video interview is followed by a meeting on site with your future team.</p>
<p>Interested in a position at one of our brands? You will find the vacancies of Kestrel Engineering, Brightwork Personal and Halden Recruiting on their career pages.</p>`,
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
        'So erreichen Sie die Velora Group SE in Düsseldorf: Zentrale, Presse, Investor Relations und die Kontakte unserer Marken.',
        'How to reach Velora Group SE in Düsseldorf: head office, press, investor relations and the contacts of our brands.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Wir sind für Sie da', 'We are here for you'),
          text: t(
            'Ob Presseanfrage, Partnerschaft oder eine Frage an den Vorstand – hier finden Sie die richtige Ansprechperson.',
            'Whether it is a press enquiry, a partnership or a question for the Executive Board – here you will find the right contact.',
          ),
          image: 'contact-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Konzernzentrale</h2>
<p><strong>Velora Group SE</strong></p>
<p>Kaiserswerther Straße 115, 40474 Düsseldorf</p>
<p>Telefon: <a href="tel:+4921154860">+49 211 5486 0</a></p>
<p>E-Mail: <a href="mailto:info@velora-group.example">info@velora-group.example</a></p>
<p>Montag bis Freitag, 8:30 bis 17:30 Uhr. Vom Düsseldorfer Hauptbahnhof erreichen Sie uns mit der U79 bis Haltestelle Theodor-Heuss-Brücke in etwa 15 Minuten.</p>
<h2>Presse und Kommunikation</h2>
<p>Lena Hoffmeister, Leiterin Unternehmenskommunikation</p>
<p>Telefon: <a href="tel:+492115486140">+49 211 5486 140</a> · E-Mail: <a href="mailto:presse@velora-group.example">presse@velora-group.example</a></p>
<h2>Investor Relations</h2>
<p>Dr. Felix Brandauer</p>
<p>Telefon: <a href="tel:+492115486170">+49 211 5486 170</a> · E-Mail: <a href="mailto:ir@velora-group.example">ir@velora-group.example</a></p>
<h2>Hinweisgebersystem</h2>
<p>Hinweise auf Verstöße gegen Gesetze oder unseren Verhaltenskodex nimmt unsere Compliance-Abteilung vertraulich entgegen – auf Wunsch auch anonym: <a href="mailto:compliance@velora-group.example">compliance@velora-group.example</a>.</p>
<h2>Unsere Marken</h2>
<ul>
<li><strong>Kestrel Engineering GmbH</strong>, Stuttgart – <a href="mailto:info@kestrel-engineering.example">info@kestrel-engineering.example</a></li>
<li><strong>Brightwork Personaldienstleistungen GmbH</strong>, Hamburg – <a href="mailto:hallo@brightwork.example">hallo@brightwork.example</a></li>
<li><strong>Halden Recruiting GmbH</strong>, München – <a href="mailto:kontakt@halden-recruiting.example">kontakt@halden-recruiting.example</a></li>
</ul>`,
            `<h2>Group headquarters</h2>
<p><strong>Velora Group SE</strong></p>
<p>Kaiserswerther Straße 115, 40474 Düsseldorf, Germany</p>
<p>Phone: <a href="tel:+4921154860">+49 211 5486 0</a></p>
<p>E-mail: <a href="mailto:info@velora-group.example">info@velora-group.example</a></p>
<p>Monday to Friday, 8.30 am to 5.30 pm. From Düsseldorf central station, take the U79 to Theodor-Heuss-Brücke – the journey takes about 15 minutes.</p>
<h2>Press and communications</h2>
<p>Lena Hoffmeister, Head of Corporate Communications</p>
<p>Phone: <a href="tel:+492115486140">+49 211 5486 140</a> · E-mail: <a href="mailto:presse@velora-group.example">presse@velora-group.example</a></p>
<h2>Investor relations</h2>
<p>Dr Felix Brandauer</p>
<p>Phone: <a href="tel:+492115486170">+49 211 5486 170</a> · E-mail: <a href="mailto:ir@velora-group.example">ir@velora-group.example</a></p>
<h2>Whistleblowing system</h2>
<p>Our compliance department treats reports of violations of the law or of our code of conduct confidentially – anonymously if you wish: <a href="mailto:compliance@velora-group.example">compliance@velora-group.example</a>.</p>
<h2>Our brands</h2>
<ul>
<li><strong>Kestrel Engineering GmbH</strong>, Stuttgart – <a href="mailto:info@kestrel-engineering.example">info@kestrel-engineering.example</a></li>
<li><strong>Brightwork Personaldienstleistungen GmbH</strong>, Hamburg – <a href="mailto:hallo@brightwork.example">hallo@brightwork.example</a></li>
<li><strong>Halden Recruiting GmbH</strong>, Munich – <a href="mailto:kontakt@halden-recruiting.example">kontakt@halden-recruiting.example</a></li>
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
        'Pressemitteilungen und Neuigkeiten der Velora Group: Geschäftszahlen, Personalien und Entwicklungen unserer Marken.',
        'Press releases and news from Velora Group: financial results, appointments and developments at our brands.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Aktuelles aus der Gruppe', 'News from the group'),
          text: t(
            'Pressemitteilungen, Geschäftszahlen und Neuigkeiten aus unseren Marken.',
            'Press releases, financial results and news from our brands.',
          ),
          image: 'news-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Velora Group steigert Umsatz im dritten Quartal um 6,8 Prozent</h2>
<p><em>12. November 2026</em></p>
<p>Die Velora Group SE hat im dritten Quartal 2026 einen Umsatz von 372 Millionen Euro erzielt, 6,8 Prozent mehr als im Vorjahreszeitraum. Wachstumstreiber war erneut das Ingenieurgeschäft von Kestrel Engineering, das insbesondere in der Energie- und Netztechnik zulegte. Das bereinigte EBITA stieg auf 24,1 Millionen Euro. Der Vorstand bestätigt die Prognose für das Gesamtjahr.</p>
<h2>Aylin Demir übernimmt Vorstandsressort Personal, IT und Digitalisierung</h2>
<p><em>1. Oktober 2026</em></p>
<p>Der Aufsichtsrat hat Aylin Demir mit Wirkung zum 1. Oktober 2026 in den Vorstand berufen. Die Wirtschaftsinformatikerin verantwortete zuvor als Chief Digital Officer den Aufbau der gemeinsamen Bewerbungsplattform aller Marken. Sie folgt auf Thomas Rieck, der nach zwölf Jahren im Vorstand in den Ruhestand tritt.</p>
<h2>Halden Recruiting eröffnet Büro in Wien</h2>
<p><em>8. September 2026</em></p>
<p>Mit einem neuen Büro am Wiener Schottenring baut Halden Recruiting seine Präsenz in Österreich aus. Das sechsköpfige Team unter der Leitung von Mag. Teresa Pichler konzentriert sich auf Führungspositionen in Industrie, Energiewirtschaft und Finanzdienstleistungen.</p>
<h2>Nachhaltigkeitsbericht 2025 veröffentlicht</h2>
<p><em>30. Juni 2026</em></p>
<p>Die Velora Group hat ihren dritten Nachhaltigkeitsbericht vorgelegt. Er dokumentiert unter anderem eine um 22 Prozent gesunkene Unfallquote in der Zeitarbeit, einen Frauenanteil von 41 Prozent in Führungspositionen und die vollständige Umstellung aller Standorte auf Ökostrom.</p>`,
            `<h2>Velora Group increases third-quarter revenue by 6.8 per cent</h2>
<p><em>12 November 2026</em></p>
<p>Velora Group SE generated revenue of EUR 372 million in the third quarter of 2026, 6.8 per cent more than in the same period last year. Growth was again driven by the engineering business of Kestrel Engineering, which expanded particularly in energy and grid technology. Adjusted EBITA rose to EUR 24.1 million. The Executive Board confirms its forecast for the full year.</p>
<h2>Aylin Demir takes over Executive Board portfolio for HR, IT and digital</h2>
<p><em>1 October 2026</em></p>
<p>The Supervisory Board has appointed Aylin Demir to the Executive Board with effect from 1 October 2026. As Chief Digital Officer, the business informatics specialist previously led the development of the shared application platform for all brands. She succeeds Thomas Rieck, who is retiring after twelve years on the Board.</p>
<h2>Halden Recruiting opens office in Vienna</h2>
<p><em>8 September 2026</em></p>
<p>With a new office on Vienna’s Schottenring, Halden Recruiting is expanding its presence in Austria. The six-strong team led by Teresa Pichler focuses on leadership positions in industry, the energy sector and financial services.</p>
<h2>2025 sustainability report published</h2>
<p><em>30 June 2026</em></p>
<p>Velora Group has published its third sustainability report. Among other things, it documents a 22 per cent fall in the accident rate in temporary staffing, a 41 per cent share of women in leadership positions and the switch of all locations to green electricity.</p>`,
          ),
        },
      ],
    },
    privacyPage(entity, ['de', 'en']),
    legalPage(entity, ['de', 'en']),
  ],
};
