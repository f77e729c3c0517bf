/**
 * Brightwork Personaldienstleistungen GmbH — staffing and temporary employment (Zeitarbeit, Personalvermittlung)
 * for industry, logistics and office jobs (Hamburg). Tone: warm and direct; German uses 'du'. Languages: de, en.
 * The legal pages must live at /de/de/datenschutz and /de/de/impressum (SPEC §2.6).
 */
import { legalPage, privacyPage, type LegalEntity } from './legal.ts';
import type { Localized, SeedSite } from './types.ts';

const t = (de: string, en: string): Localized => ({ de, en });

const entity: LegalEntity = {
  siteName: 'Brightwork Personal',
  legalName: 'Brightwork Personaldienstleistungen GmbH',
  street: 'Spaldingstraße 160',
  zip: '20097',
  city: 'Hamburg',
  phone: '+49 40 3290 470',
  email: 'hallo@brightwork.example',
  privacyEmail: 'datenschutz@brightwork.example',
  web: 'www.brightwork.example',
  registerCourt: 'Amtsgericht Hamburg',
  registerNumber: 'HRB 152884',
  vatId: 'DE 261 738 904',
  managementKind: 'directors',
  management: ['Jana Petersen', 'Ole Brandt'],
  dpo: { name: 'Sebastian Möller', company: 'Nordlicht Datenschutz GmbH', email: 'dsb@brightwork.example' },
  authority: {
    name: 'Hamburgischer Beauftragter für Datenschutz und Informationsfreiheit',
    address: 'Ludwig-Erhard-Straße 22, 20459 Hamburg',
  },
  agencyPermit: {
    authority: 'Bundesagentur für Arbeit, Regionaldirektion Nord, Kiel',
    date: { de: '14. März 2013', en: '14 March 2013' },
  },
  editor: 'Jana Petersen',
  du: true,
};

export const site: SeedSite = {
  key: 'brand-b',
  name: 'Brightwork Personal',
  legalName: 'Brightwork Personaldienstleistungen GmbH',
  tagline: t('Gute Arbeit. Gleich um die Ecke.', 'Good work. Right around the corner.'),
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
        'Illustration: eine Gruppe fröhlicher Menschen mit Sprechblasen',
        'Illustration: a group of cheerful people with speech bubbles',
      ),
    },
    {
      key: 'about-hero',
      width: 1600,
      height: 900,
      alt: t('Illustration: das Brightwork-Team im Gespräch', 'Illustration: the Brightwork team in conversation'),
    },
    {
      key: 'career-hero',
      width: 1600,
      height: 900,
      alt: t('Illustration: Kolleginnen und Kollegen nebeneinander', 'Illustration: colleagues standing side by side'),
    },
    {
      key: 'contact-hero',
      width: 1600,
      height: 900,
      alt: t('Illustration: Menschen im Gespräch', 'Illustration: people talking to each other'),
    },
    {
      key: 'news-hero',
      width: 1600,
      height: 900,
      alt: t('Illustration: bunte Figuren und Formen', 'Illustration: colourful figures and shapes'),
    },
    {
      key: 'teaser-industry',
      width: 1200,
      height: 800,
      alt: t('Illustration für Jobs in der Industrie', 'Illustration for jobs in industry'),
    },
    {
      key: 'teaser-logistics',
      width: 1200,
      height: 800,
      alt: t('Illustration für Jobs in der Logistik', 'Illustration for jobs in logistics'),
    },
    {
      key: 'teaser-office',
      width: 1200,
      height: 800,
      alt: t('Illustration für Jobs im Büro', 'Illustration for office jobs'),
    },
    {
      key: 'about-team',
      width: 1200,
      height: 800,
      alt: t(
        'Illustration: Disponentinnen und Disponenten einer Niederlassung',
        'Illustration: the recruiters of a branch',
      ),
    },
  ],
  pages: [
    /* ------------------------------------------------------------ home */
    {
      key: 'home',
      slug: t('', ''),
      title: t(
        'Brightwork Personal – Jobs in Industrie, Logistik und Büro',
        'Brightwork Personal – jobs in industry, logistics and offices',
      ),
      description: t(
        'Zeitarbeit und Personalvermittlung in Norddeutschland: Finde bei Brightwork deinen Job in Industrie, Logistik oder Büro – fair bezahlt.',
        'Temporary work and placement in northern Germany: find your job in industry, logistics or the office with Brightwork – fairly paid.',
      ),
      inMainMenu: false,
      layout: [
        {
          blockType: 'hero',
          heading: t('Dein nächster Job wartet schon', 'Your next job is already waiting'),
          text: t(
            'Wir kennen die Betriebe in deiner Region – und finden mit dir eine Stelle, die zu deinem Leben passt. Ehrlich, schnell und fair bezahlt.',
            'We know the companies in your region – and together we’ll find a job that fits your life. Honest, fast and fairly paid.',
          ),
          image: 'home-hero',
          cta: { label: t('Jetzt Jobs entdecken', 'Discover jobs now'), page: 'career' },
        },
        {
          blockType: 'teaser',
          heading: t('Wo möchtest du arbeiten?', 'Where would you like to work?'),
          items: [
            {
              title: t('Industrie und Produktion', 'Industry and production'),
              text: t(
                'Maschinenbedienung, Montage, Schweißen oder Qualitätsprüfung – in Werken von Hamburg bis Rostock.',
                'Machine operation, assembly, welding or quality inspection – at plants from Hamburg to Rostock.',
              ),
              image: 'teaser-industry',
              page: 'career',
            },
            {
              title: t('Lager und Logistik', 'Warehouse and logistics'),
              text: t(
                'Kommissionieren, Staplerfahren, Wareneingang: Jobs rund um Hafen und Verteilzentren, auch in Teilzeit.',
                'Picking, forklift driving, goods receipt: jobs around the port and distribution centres, part-time too.',
              ),
              image: 'teaser-logistics',
              page: 'career',
            },
            {
              title: t('Büro und Verwaltung', 'Office and administration'),
              text: t(
                'Empfang, Buchhaltung, Kundenservice oder Sachbearbeitung – oft mit Aussicht auf Übernahme.',
                'Reception, accounting, customer service or clerical work – often with the prospect of a permanent contract.',
              ),
              image: 'teaser-office',
              page: 'career',
            },
          ],
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Warum Brightwork?</h2>
<p>Seit über 20 Jahren bringen wir Menschen und Betriebe im Norden zusammen. Bei uns bekommst du einen unbefristeten Arbeitsvertrag, eine feste Ansprechperson in deiner Niederlassung und dein Gehalt pünktlich zum Monatsende – auch zwischen zwei Einsätzen.</p>
<ul>
<li><strong>Fair bezahlt:</strong> Tarifvertrag GVP plus Branchenzuschläge, Urlaubs- und Weihnachtsgeld</li>
<li><strong>Schnell:</strong> Rückmeldung innerhalb von 24 Stunden, oft schon am nächsten Tag im Einsatz</li>
<li><strong>Nah dran:</strong> 38 Niederlassungen zwischen Nordsee und Ostsee</li>
<li><strong>Mit Perspektive:</strong> Fast jede dritte Person wird von unseren Kunden fest übernommen</li>
</ul>
<p>Du suchst als Unternehmen Verstärkung? Wir finden Fachkräfte und Helferinnen für kurzfristige Spitzen ebenso wie für die Festanstellung. <a href="mailto:unternehmen@brightwork.example">Schreib uns</a> – wir melden uns noch am selben Tag.</p>`,
            `<h2>Why Brightwork?</h2>
<p>For more than 20 years we have been bringing people and companies together in northern Germany. With us you get a permanent employment contract, a dedicated contact person at your branch and your salary on time at the end of each month – even between two assignments.</p>
<ul>
<li><strong>Fairly paid:</strong> GVP collective agreement plus industry supplements, holiday and Christmas bonuses</li>
<li><strong>Fast:</strong> a reply within 24 hours, often starting work the very next day</li>
<li><strong>Close by:</strong> 38 branches between the North Sea and the Baltic</li>
<li><strong>With prospects:</strong> almost one in three people is hired permanently by our clients</li>
</ul>
<p>Are you a company looking for support? We find skilled workers and assistants for short-term peaks as well as for permanent positions. <a href="mailto:unternehmen@brightwork.example">Write to us</a> – we’ll get back to you the same day.</p>`,
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
        'Brightwork Personal aus Hamburg: seit 2003 Zeitarbeit und Personalvermittlung mit Herz – 38 Niederlassungen im Norden.',
        'Brightwork Personal from Hamburg: temporary work and placement with heart since 2003 – 38 branches in northern Germany.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Wir sind Brightwork', 'We are Brightwork'),
          text: t(
            'Ein Team aus 620 Menschen, die jeden Tag dafür sorgen, dass über 9.000 andere gute Arbeit haben.',
            'A team of 620 people who make sure every day that more than 9,000 others have good work.',
          ),
          image: 'about-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Wie alles anfing</h2>
<p>2003 hatten Jana Petersen und Ole Brandt genug von Zeitarbeit, bei der Menschen nur Nummern sind. In einem kleinen Büro in Hamburg-Hammerbrook gründeten sie Brightwork – mit drei Kunden, zwölf Mitarbeitenden im Einsatz und einem Versprechen: Wir behandeln jede und jeden so, wie wir selbst behandelt werden möchten.</p>
<p>Heute gehören wir zur Velora Group und sind einer der größten Personaldienstleister Norddeutschlands. Das Versprechen gilt immer noch.</p>
<h2>Brightwork in Zahlen</h2>
<ul>
<li><strong>38</strong> Niederlassungen in Hamburg, Schleswig-Holstein, Bremen, Niedersachsen und Mecklenburg-Vorpommern</li>
<li><strong>9.400</strong> Mitarbeitende im Kundeneinsatz</li>
<li><strong>620</strong> Kolleginnen und Kollegen in unseren Niederlassungen</li>
<li><strong>1.450</strong> Kundenbetriebe</li>
<li><strong>31 %</strong> Übernahmequote im Jahr 2025</li>
</ul>
<h2>Was uns wichtig ist</h2>
<h3>Ehrlich</h3>
<p>Wir sagen dir vorher, was dich im Einsatz erwartet – Schichtzeiten, Anfahrt, Aufgaben. Keine Überraschungen am ersten Tag.</p>
<h3>Nah dran</h3>
<p>Deine Ansprechperson sitzt in deiner Stadt und ist erreichbar, wenn du sie brauchst. Auch abends und am Wochenende, wenn es brennt.</p>
<h3>Fair</h3>
<p>Tariflohn ab dem ersten Tag, sichere Arbeitsplätze und Schutzausrüstung, die wir bezahlen. Punkt.</p>
<h3>Gemeinsam</h3>
<p>Ob Sommerfest, Firmenlauf oder Weiterbildung: Bei uns gehörst du dazu – egal, in welchem Betrieb du gerade arbeitest.</p>`,
            `<h2>How it all began</h2>
<p>In 2003 Jana Petersen and Ole Brandt had had enough of temporary work in which people are just numbers. In a small office in Hamburg-Hammerbrook they founded Brightwork – with three clients, twelve people on assignment and one promise: we treat everyone the way we would like to be treated ourselves.</p>
<p>Today we are part of Velora Group and one of the largest staffing providers in northern Germany. The promise still holds.</p>
<h2>Brightwork in figures</h2>
<ul>
<li><strong>38</strong> branches in Hamburg, Schleswig-Holstein, Bremen, Lower Saxony and Mecklenburg-Western Pomerania</li>
<li><strong>9,400</strong> employees on client assignments</li>
<li><strong>620</strong> colleagues in our branches</li>
<li><strong>1,450</strong> client companies</li>
<li><strong>31%</strong> of our people hired permanently by clients in 2025</li>
</ul>
<h2>What matters to us</h2>
<h3>Honest</h3>
<p>We tell you in advance what to expect on an assignment – shift times, travel, tasks. No surprises on your first day.</p>
<h3>Close by</h3>
<p>Your contact person is in your town and available when you need them. Even in the evening and at weekends if something urgent comes up.</p>
<h3>Fair</h3>
<p>Collectively agreed pay from day one, safe workplaces and protective equipment that we pay for. Full stop.</p>
<h3>Together</h3>
<p>Summer party, company run or training: with us you belong – no matter which company you happen to be working at.</p>`,
          ),
        },
        {
          blockType: 'image',
          image: 'about-team',
          caption: t('Unser Team in der Niederlassung Hamburg-Harburg.', 'Our team at the Hamburg-Harburg branch.'),
        },
      ],
    },
    /* ---------------------------------------------------------- career */
    {
      key: 'career',
      slug: t('karriere', 'careers'),
      title: t('Karriere', 'Careers'),
      description: t(
        'Jobs bei Brightwork: unbefristeter Vertrag, Tariflohn, Zuschläge und echte Chancen auf Übernahme. Bewirb dich in wenigen Minuten.',
        'Jobs at Brightwork: permanent contract, collectively agreed pay, supplements and real chances of being hired. Apply in minutes.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Arbeiten mit Brightwork', 'Working with Brightwork'),
          text: t(
            'Egal ob du gerade erst anfängst, neu in Deutschland bist oder nach Jahren im Beruf etwas Neues suchst – bei uns zählt, was du kannst und was du willst.',
            'Whether you’re just starting out, new to Germany or looking for something new after years in your job – what counts with us is what you can do and what you want.',
          ),
          image: 'career-hero',
          cta: { label: t('Sprich mit uns', 'Talk to us'), page: 'contact' },
        },
        { blockType: 'recruiting', mode: 'list' },
        {
          blockType: 'richText',
          html: t(
            `<h2>Das bekommst du bei uns</h2>
<ul>
<li>einen unbefristeten Arbeitsvertrag – auch zwischen zwei Einsätzen bist du angestellt und wirst bezahlt</li>
<li>Tariflohn nach GVP, Branchenzuschläge und Zuschläge für Nacht-, Sonn- und Feiertagsarbeit</li>
<li>Urlaubs- und Weihnachtsgeld, bis zu 30 Tage Urlaub</li>
<li>kostenlose Arbeitskleidung und Sicherheitsschuhe</li>
<li>Vorschuss, wenn es mal knapp wird, und Fahrtkostenzuschuss ab 25 Kilometern</li>
<li>Staplerschein, Schweißkurs oder Deutschkurs – wir zahlen deine Weiterbildung</li>
</ul>
<h2>So einfach geht’s</h2>
<ol>
<li><strong>Bewerben:</strong> Online in fünf Minuten, per WhatsApp-Sprachnachricht oder einfach in deiner Niederlassung vorbeikommen. Ein Lebenslauf reicht, Anschreiben brauchst du nicht.</li>
<li><strong>Kennenlernen:</strong> Wir rufen dich innerhalb von 24 Stunden an und laden dich zu einem kurzen Gespräch ein.</li>
<li><strong>Loslegen:</strong> Du unterschreibst deinen Vertrag, bekommst deine Ausrüstung – und startest oft schon in derselben Woche.</li>
</ol>
<h2>Karriere in unseren Niederlassungen</h2>
<p>Du hast Lust, selbst Menschen in Arbeit zu bringen? Als Personaldisponentin oder Personaldisponent, im Vertrieb oder in der Lohnbuchhaltung verstärkst du unser Team. Quereinsteigerinnen und Quereinsteiger sind herzlich willkommen – wir arbeiten dich in einem sechsmonatigen Programm ein.</p>
<blockquote>„Ich habe 2019 als Kommissioniererin bei Brightwork angefangen. Heute leite ich die Niederlassung in Lübeck.“ – Meryem Aydın, Niederlassungsleiterin</blockquote>`,
            `<h2>What you get with us</h2>
<ul>
<li>a permanent employment contract – even between two assignments you remain employed and paid</li>
<li>pay under the GVP collective agreement, industry supplements and bonuses for night, Sunday and public holiday work</li>
<li>holiday and Christmas bonuses, up to 30 days’ holiday</li>
<li>free work clothing and safety shoes</li>
<li>an advance when money is tight, and a travel allowance from 25 kilometres</li>
<li>forklift licence, welding course or German course – we pay for your training</li>
</ul>
<h2>It’s that easy</h2>
<ol>
<li><strong>Apply:</strong> online in five minutes, by WhatsApp voice message or just drop in at your branch. A CV is enough – you don’t need a cover letter.</li>
<li><strong>Get to know us:</strong> we’ll call you within 24 hours and invite you for a short chat.</li>
<li><strong>Get started:</strong> you sign your contract, receive your equipment – and often start the same week.</li>
</ol>
<h2>Careers in our branches</h2>
<p>Fancy bringing people into work yourself? As a recruitment consultant, in sales or in payroll, you’ll strengthen our team. Career changers are very welcome – we’ll train you in a six-month programme.</p>
<blockquote>“I started at Brightwork as an order picker in 2019. Today I run the branch in Lübeck.” – Meryem Aydın, branch manager</blockquote>`,
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
        'Ruf uns an, schreib uns oder komm vorbei: Brightwork Personal in Hamburg und 37 weiteren Niederlassungen in Norddeutschland.',
        'Call us, write to us or drop by: Brightwork Personal in Hamburg and 37 other branches across northern Germany.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Schön, dass du da bist', 'Great to have you here'),
          text: t(
            'Du hast Fragen zu einem Job, deinem Einsatz oder deiner Abrechnung? Wir sind für dich da – persönlich, am Telefon oder per Mail.',
            'Got questions about a job, your assignment or your payslip? We’re here for you – in person, by phone or by e-mail.',
          ),
          image: 'contact-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Zentrale Hamburg</h2>
<p><strong>Brightwork Personaldienstleistungen GmbH</strong></p>
<p>Spaldingstraße 160, 20097 Hamburg</p>
<p>Telefon: <a href="tel:+49403290470">+49 40 3290 470</a> (Mo–Fr, 7–19 Uhr)</p>
<p>E-Mail: <a href="mailto:hallo@brightwork.example">hallo@brightwork.example</a></p>
<h2>Für Bewerberinnen und Bewerber</h2>
<p>Schick uns deinen Lebenslauf an <a href="mailto:jobs@brightwork.example">jobs@brightwork.example</a> oder ruf direkt bei deiner Niederlassung an. Wir melden uns innerhalb von 24 Stunden.</p>
<h2>Für Unternehmen</h2>
<p>Du brauchst kurzfristig Verstärkung? <a href="mailto:unternehmen@brightwork.example">unternehmen@brightwork.example</a> oder <a href="tel:+494032904777">+49 40 3290 477 7</a> – auch am Wochenende.</p>
<h2>Unsere Niederlassungen (Auswahl)</h2>
<ul>
<li><strong>Hamburg-Harburg</strong> – Schloßmühlendamm 4, 21073 Hamburg, <a href="tel:+49407668230">+49 40 766 823 0</a></li>
<li><strong>Bremen</strong> – Faulenstraße 31, 28195 Bremen, <a href="tel:+494213398510">+49 421 339 851 0</a></li>
<li><strong>Kiel</strong> – Holstenstraße 88, 24103 Kiel, <a href="tel:+494315577240">+49 431 557 724 0</a></li>
<li><strong>Lübeck</strong> – Breite Straße 12, 23552 Lübeck, <a href="tel:+494513887150">+49 451 388 715 0</a></li>
<li><strong>Hannover</strong> – Lister Meile 45, 30161 Hannover, <a href="tel:+495112204380">+49 511 220 438 0</a></li>
<li><strong>Rostock</strong> – Lange Straße 9, 18055 Rostock, <a href="tel:+493814589060">+49 381 458 906 0</a></li>
</ul>`,
            `<h2>Hamburg head office</h2>
<p><strong>Brightwork Personaldienstleistungen GmbH</strong></p>
<p>Spaldingstraße 160, 20097 Hamburg, Germany</p>
<p>Phone: <a href="tel:+49403290470">+49 40 3290 470</a> (Mon–Fri, 7 am–7 pm)</p>
<p>E-mail: <a href="mailto:hallo@brightwork.example">hallo@brightwork.example</a></p>
<h2>For applicants</h2>
<p>Send your CV to <a href="mailto:jobs@brightwork.example">jobs@brightwork.example</a> or call your branch directly. We’ll get back to you within 24 hours.</p>
<h2>For companies</h2>
<p>Need extra hands at short notice? <a href="mailto:unternehmen@brightwork.example">unternehmen@brightwork.example</a> or <a href="tel:+494032904777">+49 40 3290 477 7</a> – at weekends too.</p>
<h2>Our branches (selection)</h2>
<ul>
<li><strong>Hamburg-Harburg</strong> – Schloßmühlendamm 4, 21073 Hamburg, <a href="tel:+49407668230">+49 40 766 823 0</a></li>
<li><strong>Bremen</strong> – Faulenstraße 31, 28195 Bremen, <a href="tel:+494213398510">+49 421 339 851 0</a></li>
<li><strong>Kiel</strong> – Holstenstraße 88, 24103 Kiel, <a href="tel:+494315577240">+49 431 557 724 0</a></li>
<li><strong>Lübeck</strong> – Breite Straße 12, 23552 Lübeck, <a href="tel:+494513887150">+49 451 388 715 0</a></li>
<li><strong>Hanover</strong> – Lister Meile 45, 30161 Hanover, <a href="tel:+495112204380">+49 511 220 438 0</a></li>
<li><strong>Rostock</strong> – Lange Straße 9, 18055 Rostock, <a href="tel:+493814589060">+49 381 458 906 0</a></li>
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
        'Neues von Brightwork: neue Niederlassungen, mehr Lohn, Aktionen und Geschichten aus unseren Teams.',
        'News from Brightwork: new branches, higher pay, campaigns and stories from our teams.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Neues von Brightwork', 'News from Brightwork'),
          text: t(
            'Was bei uns gerade los ist – kurz und knapp.',
            'What’s going on with us right now – short and sweet.',
          ),
          image: 'news-hero',
        },
        { blockType: 'contest' },
        {
          blockType: 'richText',
          html: t(
            `<h2>Hallo Lüneburg!</h2>
<p><em>3. November 2026</em></p>
<p>Unsere 38. Niederlassung ist eröffnet: Am Sande 21, mitten in der Altstadt. Das vierköpfige Team um Niederlassungsleiter Finn Carstens sucht ab sofort Verstärkung für Logistik und Lebensmittelproduktion in der Region. Komm einfach vorbei – der Kaffee steht bereit.</p>
<h2>Mehr Geld ab Oktober</h2>
<p><em>1. Oktober 2026</em></p>
<p>Gute Nachrichten für alle im Einsatz: Mit der neuen Tarifstufe steigen die Stundenlöhne ab 1. Oktober um 3,9 Prozent. Die Erhöhung ist automatisch auf deiner Oktober-Abrechnung – du musst nichts tun.</p>
<h2>24 neue Azubis an Bord</h2>
<p><em>1. September 2026</em></p>
<p>So viele wie nie: 24 junge Menschen haben bei uns ihre Ausbildung zur Personaldienstleistungskauffrau bzw. zum Personaldienstleistungskaufmann begonnen. Herzlich willkommen – wir freuen uns auf euch!</p>
<h2>Empfiehl uns weiter – und sichere dir 500 Euro</h2>
<p><em>15. Juni 2026</em></p>
<p>Du kennst jemanden, der einen guten Job sucht? Wenn deine Empfehlung bei uns anfängt und drei Monate bleibt, bekommst du 500 Euro Prämie. Sag einfach deiner Ansprechperson Bescheid.</p>`,
            `<h2>Hello, Lüneburg!</h2>
<p><em>3 November 2026</em></p>
<p>Our 38th branch is open: Am Sande 21, right in the old town. The four-person team led by branch manager Finn Carstens is looking for new colleagues in logistics and food production in the region. Just drop by – the coffee’s on.</p>
<h2>More money from October</h2>
<p><em>1 October 2026</em></p>
<p>Good news for everyone on assignment: with the new pay step, hourly wages rise by 3.9 per cent from 1 October. The increase will automatically appear on your October payslip – you don’t need to do anything.</p>
<h2>24 new apprentices on board</h2>
<p><em>1 September 2026</em></p>
<p>More than ever before: 24 young people have started their apprenticeship as staffing services clerks with us. A warm welcome – we’re looking forward to working with you!</p>
<h2>Recommend us – and get 500 euros</h2>
<p><em>15 June 2026</em></p>
<p>Know someone who’s looking for a good job? If the person you recommend starts with us and stays for three months, you’ll receive a 500-euro bonus. Just let your contact person know.</p>`,
          ),
        },
      ],
    },
    privacyPage(entity, ['de', 'en']),
    legalPage(entity, ['de', 'en']),
  ],
  contest: {
    title: t('Winter-Gewinnspiel: Wie gut kennst du Hamburg?', 'Winter contest: how well do you know Hamburg?'),
    intro: t(
      'Beantworte unsere Frage und gewinne mit etwas Glück einen von drei tollen Preisen. Mitmachen kann jede Person ab 18 Jahren mit Wohnsitz in Deutschland – einmal pro E-Mail-Adresse.',
      'Answer our question and, with a little luck, win one of three great prizes. Anyone aged 18 or over living in Germany can take part – once per e-mail address.',
    ),
    question: t('Wie viele Brücken hat Hamburg ungefähr?', 'Roughly how many bridges does Hamburg have?'),
    answers: [
      { key: 'rund-900', label: t('Rund 900', 'About 900') },
      { key: 'rund-2500', label: t('Rund 2.500', 'About 2,500') },
      { key: 'rund-12000', label: t('Rund 12.000', 'About 12,000') },
    ],
    correctAnswer: 'rund-2500',
    closesInDays: 56,
    prizes: [
      {
        name: t('1. Preis: E-Bike', '1st prize: an e-bike'),
        description: t('Ein Trekking-E-Bike im Wert von 2.000 Euro.', 'A trekking e-bike worth 2,000 euros.'),
      },
      {
        name: t('2. Preis: Wochenende an der Ostsee', '2nd prize: a weekend on the Baltic coast'),
        description: t('Zwei Nächte für zwei Personen in Travemünde.', 'Two nights for two in Travemünde.'),
      },
      {
        name: t('3. Preis: HVV-Jahreskarte', '3rd prize: an annual HVV travel pass'),
        description: t(
          'Ein Jahr Bus und Bahn im Hamburger Verkehrsverbund.',
          'A year of buses and trains in the Hamburg transport network.',
        ),
      },
    ],
    terms: t(
      `Veranstalterin ist die Brightwork Personaldienstleistungen GmbH, Spaldingstraße 160, 20097 Hamburg. Teilnahmeberechtigt sind Personen ab 18 Jahren mit Wohnsitz in Deutschland; ausgenommen sind Beschäftigte der Brightwork-Verwaltung und ihre Angehörigen. Jede Person kann nur einmal teilnehmen.

Unter allen richtigen Antworten, die bis zum Teilnahmeschluss eingehen, werden die Preise verlost. Die Gewinnerinnen und Gewinner werden per E-Mail benachrichtigt. Eine Barauszahlung ist nicht möglich; der Rechtsweg ist ausgeschlossen.

Wir verwenden deinen Namen und deine E-Mail-Adresse nur für die Durchführung des Gewinnspiels und löschen sie vier Wochen nach der Verlosung. Mehr dazu in unserer Datenschutzerklärung.`,
      `The organiser is Brightwork Personaldienstleistungen GmbH, Spaldingstraße 160, 20097 Hamburg, Germany. Anyone aged 18 or over living in Germany may take part, except staff of the Brightwork head office and their relatives. Each person may enter once.

The prizes are drawn among all correct answers received by the closing date. Winners are notified by e-mail. Prizes cannot be paid out in cash; recourse to the courts is excluded.

We use your name and e-mail address only to run the contest and delete them four weeks after the draw. See our privacy statement for details.`,
    ),
  },
  contactWidget: {
    heading: t('Schreib uns oder ruf an', 'Write to us or give us a call'),
    channels: [
      { kind: 'phone', value: entity.phone },
      { kind: 'email', value: entity.email },
      { kind: 'whatsapp', value: '+49 151 4422 0470', label: t('WhatsApp-Chat starten', 'Start a WhatsApp chat') },
      {
        kind: 'link',
        value: 'https://termine.brightwork.example/beratung',
        label: t('Rückruf-Termin buchen', 'Book a call-back'),
      },
    ],
    hours: t(
      'Montag bis Freitag 7:30–18:00 Uhr\nSamstag 9:00–13:00 Uhr',
      'Monday to Friday 7:30 am–6:00 pm\nSaturday 9:00 am–1:00 pm',
    ),
  },
};
