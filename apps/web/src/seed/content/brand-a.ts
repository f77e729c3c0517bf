/**
 * Kestrel Engineering GmbH — engineering services (Stuttgart): permanent positions and freelance projects for
 * engineers. Tone: technical, precise, understated. Languages: de, en, fr, es.
 */
import { legalPage, privacyPage, type LegalEntity } from './legal.ts';
import type { Localized, SeedSite } from './types.ts';

const t = (de: string, en: string, fr: string, es: string): Localized => ({ de, en, fr, es });
const LANGS = ['de', 'en', 'fr', 'es'] as const;

const entity: LegalEntity = {
  siteName: 'Kestrel Engineering',
  legalName: 'Kestrel Engineering GmbH',
  street: 'Pragstraße 26',
  zip: '70376',
  city: 'Stuttgart',
  phone: '+49 711 2846 0',
  email: 'info@kestrel-engineering.example',
  privacyEmail: 'datenschutz@kestrel-engineering.example',
  web: 'www.kestrel-engineering.example',
  registerCourt: 'Amtsgericht Stuttgart',
  registerNumber: 'HRB 774512',
  vatId: 'DE 147 286 391',
  managementKind: 'directors',
  management: ['Dipl.-Ing. Markus Feldhaus', 'Dr.-Ing. Sophie Krämer'],
  dpo: { name: 'Dr. Lea Hartung', company: 'Hartung Datenschutz GmbH', email: 'dsb@kestrel-engineering.example' },
  authority: {
    name: 'Landesbeauftragter für den Datenschutz und die Informationsfreiheit Baden-Württemberg',
    address: 'Lautenschlagerstraße 20, 70173 Stuttgart',
  },
  editor: 'Dr.-Ing. Sophie Krämer',
  freelancers: true,
};

export const site: SeedSite = {
  key: 'brand-a',
  name: 'Kestrel Engineering',
  legalName: 'Kestrel Engineering GmbH',
  tagline: t(
    'Engineering mit Präzision.',
    'Engineering with precision.',
    'L’ingénierie de précision.',
    'Ingeniería de precisión.',
  ),
  locales: [
    { market: 'de', lang: 'de' },
    { market: 'de', lang: 'en' },
    { market: 'fr', lang: 'fr' },
    { market: 'es', lang: 'es' },
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
        'Technische Zeichnung eines Flanschs mit Bemaßung auf Rasterpapier',
        'Technical drawing of a flange with dimensions on grid paper',
        'Dessin technique d’une bride avec cotes sur papier quadrillé',
        'Dibujo técnico de una brida con cotas sobre papel cuadriculado',
      ),
    },
    {
      key: 'about-hero',
      width: 1600,
      height: 900,
      alt: t(
        'Konstruktionsskizze mit Mittellinien',
        'Design sketch with centre lines',
        'Croquis de conception avec axes',
        'Boceto de diseño con ejes',
      ),
    },
    {
      key: 'career-hero',
      width: 1600,
      height: 900,
      alt: t(
        'Blaupause einer abgesetzten Welle',
        'Blueprint of a stepped shaft',
        'Plan d’un arbre étagé',
        'Plano de un eje escalonado',
      ),
    },
    {
      key: 'contact-hero',
      width: 1600,
      height: 900,
      alt: t(
        'Technisches Raster mit Kreisen und Markierungen',
        'Technical grid with circles and markers',
        'Grille technique avec cercles et repères',
        'Retícula técnica con círculos y marcas',
      ),
    },
    {
      key: 'news-hero',
      width: 1600,
      height: 900,
      alt: t(
        'Abstrakte Konstruktionszeichnung in Petrol und Orange',
        'Abstract engineering drawing in petrol and orange',
        'Dessin technique abstrait en bleu pétrole et orange',
        'Dibujo técnico abstracto en azul petróleo y naranja',
      ),
    },
    {
      key: 'teaser-permanent',
      width: 1200,
      height: 800,
      alt: t(
        'Illustration: Konstruktion im Team',
        'Illustration: design work in a team',
        'Illustration : conception en équipe',
        'Ilustración: diseño en equipo',
      ),
    },
    {
      key: 'teaser-freelance',
      width: 1200,
      height: 800,
      alt: t(
        'Illustration: Projektarbeit für Freelancer',
        'Illustration: project work for freelancers',
        'Illustration : missions pour freelances',
        'Ilustración: proyectos para freelance',
      ),
    },
    {
      key: 'teaser-services',
      width: 1200,
      height: 800,
      alt: t(
        'Illustration: Entwicklungsleistungen für Unternehmen',
        'Illustration: development services for companies',
        'Illustration : prestations de développement',
        'Ilustración: servicios de desarrollo para empresas',
      ),
    },
    {
      key: 'about-lab',
      width: 1200,
      height: 800,
      alt: t(
        'Grafik: Prüfstand im Kestrel-Testzentrum',
        'Illustration: test bench at the Kestrel test centre',
        'Illustration : banc d’essai du centre de test Kestrel',
        'Ilustración: banco de pruebas del centro de ensayos de Kestrel',
      ),
    },
  ],
  pages: [
    /* ------------------------------------------------------------ home */
    {
      key: 'home',
      slug: t('', '', '', ''),
      title: t(
        'Kestrel Engineering – Ingenieurdienstleistungen und Projekte',
        'Kestrel Engineering – engineering services and projects',
        'Kestrel Engineering – services d’ingénierie et projets',
        'Kestrel Engineering – servicios de ingeniería y proyectos',
      ),
      description: t(
        'Entwicklung, Simulation und Validierung für Automotive, Maschinenbau und Energietechnik. Jobs und Freelance-Projekte für Ingenieure.',
        'Development, simulation and validation for automotive, machinery and energy. Jobs and freelance projects for engineers.',
        'Développement, simulation et validation pour l’automobile, la mécanique et l’énergie. Emplois et missions freelance.',
        'Desarrollo, simulación y validación para automoción, maquinaria y energía. Empleos y proyectos freelance para ingenieros.',
      ),
      inMainMenu: false,
      layout: [
        {
          blockType: 'hero',
          heading: t(
            'Engineering mit Präzision',
            'Engineering with precision',
            'L’ingénierie de précision',
            'Ingeniería de precisión',
          ),
          text: t(
            'Seit 1991 entwickeln wir mit unseren Kunden Fahrzeuge, Maschinen und Energiesysteme – vom ersten Lastenheft bis zum freigegebenen Prüfbericht.',
            'Since 1991 we have been developing vehicles, machines and energy systems with our clients – from the first requirements specification to the approved test report.',
            'Depuis 1991, nous développons avec nos clients des véhicules, des machines et des systèmes énergétiques – du premier cahier des charges au rapport d’essai validé.',
            'Desde 1991 desarrollamos junto con nuestros clientes vehículos, máquinas y sistemas energéticos: desde el primer pliego de condiciones hasta el informe de ensayo aprobado.',
          ),
          image: 'home-hero',
          cta: {
            label: t('Zu den Karrierechancen', 'Explore careers', 'Découvrir nos offres', 'Ver oportunidades'),
            page: 'career',
          },
        },
        {
          blockType: 'teaser',
          heading: t(
            'Drei Wege zu Kestrel',
            'Three ways to work with Kestrel',
            'Trois façons de travailler avec Kestrel',
            'Tres formas de trabajar con Kestrel',
          ),
          items: [
            {
              title: t('Festanstellung', 'Permanent positions', 'Postes en CDI', 'Empleo fijo'),
              text: t(
                'Unbefristete Verträge, Tarifniveau der Metall- und Elektroindustrie und Projekte bei namhaften OEMs und Zulieferern.',
                'Permanent contracts, pay in line with the metal and electrical industry agreement, and projects with renowned OEMs and suppliers.',
                'Contrats à durée indéterminée, rémunération alignée sur la convention de la métallurgie et projets chez des constructeurs et équipementiers reconnus.',
                'Contratos indefinidos, salarios conforme al convenio del metal y proyectos con fabricantes y proveedores de referencia.',
              ),
              image: 'teaser-permanent',
              page: 'career',
            },
            {
              title: t('Freelance-Projekte', 'Freelance projects', 'Missions freelance', 'Proyectos freelance'),
              text: t(
                'Rund 600 Projekte pro Jahr für selbstständige Ingenieurinnen und Ingenieure – mit klaren Laufzeiten und pünktlicher Abrechnung.',
                'Around 600 projects a year for self-employed engineers – with clear durations and punctual invoicing.',
                'Environ 600 missions par an pour ingénieurs indépendants – avec des durées claires et une facturation ponctuelle.',
                'Unos 600 proyectos al año para ingenieros autónomos, con plazos claros y facturación puntual.',
              ),
              image: 'teaser-freelance',
              page: 'career',
            },
            {
              title: t(
                'Leistungen für Unternehmen',
                'Services for companies',
                'Prestations pour entreprises',
                'Servicios para empresas',
              ),
              text: t(
                'Arbeitspakete im Werkvertrag, Teams vor Ort oder im Kestrel-Entwicklungszentrum – zertifiziert nach ISO 9001 und TISAX.',
                'Work packages under contract, teams on site or at a Kestrel development centre – certified to ISO 9001 and TISAX.',
                'Lots de travaux au forfait, équipes sur site ou dans un centre de développement Kestrel – certifiés ISO 9001 et TISAX.',
                'Paquetes de trabajo por contrato de obra, equipos in situ o en un centro de desarrollo Kestrel, con certificación ISO 9001 y TISAX.',
              ),
              image: 'teaser-services',
              page: 'about',
            },
          ],
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Unsere Kompetenzfelder</h2>
<p>1.900 Ingenieurinnen, Ingenieure und Technikerinnen arbeiten bei Kestrel in vier Fachbereichen. Jedes Projekt hat eine technische Projektleitung aus dem jeweiligen Fach – nicht aus dem Vertrieb.</p>
<ul>
<li><strong>Konstruktion und Simulation:</strong> CAD in CATIA V5/3DEXPERIENCE, NX und Creo, FEM- und CFD-Berechnung, Toleranzanalysen</li>
<li><strong>Elektrik, Elektronik und Embedded Software:</strong> Steuergeräteentwicklung nach AUTOSAR, funktionale Sicherheit nach ISO 26262, Leistungselektronik</li>
<li><strong>Energie- und Anlagentechnik:</strong> Netzanschluss, Umspannwerke, Wasserstoff- und Speicheranlagen, Inbetriebnahme</li>
<li><strong>Test und Validierung:</strong> HIL/SIL-Tests, Dauerlauf- und Umweltprüfungen, Prüfstandsbau</li>
</ul>
<p>Unsere Qualitätsmanagement- und Informationssicherheitssysteme sind nach ISO 9001:2015 und ISO/IEC 27001 zertifiziert; für Automotive-Projekte verfügen alle Entwicklungsstandorte über ein TISAX-Label mit Schutzbedarf „sehr hoch“.</p>`,
            `<h2>Our areas of expertise</h2>
<p>1,900 engineers and technicians work at Kestrel in four disciplines. Every project is led technically by an expert from the discipline concerned – not by sales.</p>
<ul>
<li><strong>Design and simulation:</strong> CAD in CATIA V5/3DEXPERIENCE, NX and Creo, FEM and CFD analysis, tolerance analysis</li>
<li><strong>Electrics, electronics and embedded software:</strong> ECU development to AUTOSAR, functional safety to ISO 26262, power electronics</li>
<li><strong>Energy and plant engineering:</strong> grid connection, substations, hydrogen and storage systems, commissioning</li>
<li><strong>Testing and validation:</strong> HIL/SIL testing, endurance and environmental testing, test bench construction</li>
</ul>
<p>Our quality and information security management systems are certified to ISO 9001:2015 and ISO/IEC 27001; for automotive projects, all development sites hold a TISAX label for “very high” protection requirements.</p>`,
            `<h2>Nos domaines de compétence</h2>
<p>Chez Kestrel, 1 900 ingénieurs et techniciens travaillent dans quatre disciplines. Chaque projet est piloté techniquement par un expert du métier concerné – et non par le service commercial.</p>
<ul>
<li><strong>Conception et simulation :</strong> CAO sous CATIA V5/3DEXPERIENCE, NX et Creo, calculs par éléments finis et CFD, analyses de tolérances</li>
<li><strong>Électricité, électronique et logiciel embarqué :</strong> développement de calculateurs selon AUTOSAR, sécurité fonctionnelle selon l’ISO 26262, électronique de puissance</li>
<li><strong>Énergie et ingénierie d’installations :</strong> raccordement au réseau, postes de transformation, installations d’hydrogène et de stockage, mise en service</li>
<li><strong>Essais et validation :</strong> tests HIL/SIL, essais d’endurance et d’environnement, construction de bancs d’essai</li>
</ul>
<p>Nos systèmes de management de la qualité et de la sécurité de l’information sont certifiés ISO 9001:2015 et ISO/CEI 27001 ; pour les projets automobiles, tous nos sites de développement disposent d’un label TISAX de niveau de protection « très élevé ».</p>`,
            `<h2>Nuestras áreas de especialidad</h2>
<p>En Kestrel trabajan 1.900 ingenieros y técnicos en cuatro disciplinas. Cada proyecto cuenta con una dirección técnica de la especialidad correspondiente, no del área comercial.</p>
<ul>
<li><strong>Diseño y simulación:</strong> CAD en CATIA V5/3DEXPERIENCE, NX y Creo, cálculo FEM y CFD, análisis de tolerancias</li>
<li><strong>Electricidad, electrónica y software embebido:</strong> desarrollo de unidades de control según AUTOSAR, seguridad funcional según ISO 26262, electrónica de potencia</li>
<li><strong>Energía e ingeniería de instalaciones:</strong> conexión a red, subestaciones, instalaciones de hidrógeno y almacenamiento, puesta en marcha</li>
<li><strong>Ensayos y validación:</strong> pruebas HIL/SIL, ensayos de durabilidad y ambientales, construcción de bancos de pruebas</li>
</ul>
<p>Nuestros sistemas de gestión de la calidad y de la seguridad de la información están certificados según ISO 9001:2015 e ISO/IEC 27001; para proyectos de automoción, todos los centros de desarrollo disponen de la etiqueta TISAX con nivel de protección «muy alto».</p>`,
          ),
        },
      ],
    },
    /* ----------------------------------------------------------- about */
    {
      key: 'about',
      slug: t('ueber-uns', 'about-us', 'a-propos', 'sobre-nosotros'),
      title: t('Über uns', 'About us', 'À propos', 'Sobre nosotros'),
      description: t(
        'Kestrel Engineering: seit 1991 Ingenieurdienstleister aus Stuttgart, heute mit 24 Standorten in Deutschland, Frankreich und Spanien.',
        'Kestrel Engineering: an engineering service provider from Stuttgart since 1991, today with 24 sites in Germany, France and Spain.',
        'Kestrel Engineering : société d’ingénierie fondée à Stuttgart en 1991, aujourd’hui 24 sites en Allemagne, France et Espagne.',
        'Kestrel Engineering: ingeniería fundada en Stuttgart en 1991, hoy con 24 centros en Alemania, Francia y España.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t(
            'Gegründet von Ingenieuren. Geführt von Ingenieuren.',
            'Founded by engineers. Led by engineers.',
            'Fondée par des ingénieurs. Dirigée par des ingénieurs.',
            'Fundada por ingenieros. Dirigida por ingenieros.',
          ),
          text: t(
            'Aus einem Berechnungsbüro mit vier Mitarbeitenden ist einer der führenden unabhängigen Entwicklungsdienstleister Süddeutschlands geworden.',
            'A calculation office with four employees has grown into one of the leading independent development service providers in southern Germany.',
            'Un bureau de calcul de quatre personnes est devenu l’un des principaux prestataires indépendants de développement du sud de l’Allemagne.',
            'Una oficina de cálculo con cuatro empleados se ha convertido en uno de los principales proveedores independientes de servicios de desarrollo del sur de Alemania.',
          ),
          image: 'about-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Unsere Geschichte</h2>
<p>1991 gründete Dr.-Ing. Walter Kessler in Stuttgart-Feuerbach ein Büro für Festigkeitsberechnung. Der Name Kestrel – englisch für Turmfalke – stand für das, was ihm wichtig war: genau hinsehen, bevor man handelt.</p>
<ol>
<li><strong>1991</strong> – Gründung als Berechnungsbüro für Fahrwerkskomponenten</li>
<li><strong>1999</strong> – Aufbau der Fachbereiche Konstruktion und Elektronik; 150 Mitarbeitende</li>
<li><strong>2006</strong> – Eintritt in die Velora Group; Start des Freelancer-Netzwerks</li>
<li><strong>2015</strong> – Eröffnung der Standorte Lyon und Toulouse</li>
<li><strong>2021</strong> – Standorte Barcelona und Madrid; eigenes Testzentrum in Sindelfingen</li>
</ol>
<h2>Kestrel in Zahlen</h2>
<ul>
<li><strong>1.900</strong> festangestellte Ingenieurinnen, Ingenieure und Technikerinnen</li>
<li><strong>2.600</strong> Freelancer im aktiven Netzwerk</li>
<li><strong>24</strong> Standorte in Deutschland, Frankreich und Spanien</li>
<li><strong>610</strong> Freelance-Projekte im Jahr 2025</li>
<li><strong>4.800 m²</strong> Prüffläche im Testzentrum Sindelfingen</li>
</ul>`,
            `<h2>Our history</h2>
<p>In 1991 Dr Walter Kessler founded an office for strength calculation in Stuttgart-Feuerbach. The name Kestrel stood for what mattered to him: look closely before you act.</p>
<ol>
<li><strong>1991</strong> – founded as a calculation office for chassis components</li>
<li><strong>1999</strong> – design and electronics departments set up; 150 employees</li>
<li><strong>2006</strong> – joins Velora Group; freelancer network launched</li>
<li><strong>2015</strong> – sites opened in Lyon and Toulouse</li>
<li><strong>2021</strong> – sites in Barcelona and Madrid; own test centre in Sindelfingen</li>
</ol>
<h2>Kestrel in figures</h2>
<ul>
<li><strong>1,900</strong> permanently employed engineers and technicians</li>
<li><strong>2,600</strong> freelancers in the active network</li>
<li><strong>24</strong> sites in Germany, France and Spain</li>
<li><strong>610</strong> freelance projects in 2025</li>
<li><strong>4,800 m²</strong> of testing space at the Sindelfingen test centre</li>
</ul>`,
            `<h2>Notre histoire</h2>
<p>En 1991, Walter Kessler, docteur-ingénieur, fonde à Stuttgart-Feuerbach un bureau de calcul de résistance des matériaux. Le nom Kestrel – « faucon crécerelle » en anglais – exprimait ce qui lui importait : bien observer avant d’agir.</p>
<ol>
<li><strong>1991</strong> – création d’un bureau de calcul pour composants de liaison au sol</li>
<li><strong>1999</strong> – création des départements conception et électronique ; 150 collaborateurs</li>
<li><strong>2006</strong> – entrée dans le groupe Velora ; lancement du réseau de freelances</li>
<li><strong>2015</strong> – ouverture des sites de Lyon et Toulouse</li>
<li><strong>2021</strong> – sites de Barcelone et Madrid ; centre d’essais propre à Sindelfingen</li>
</ol>
<h2>Kestrel en chiffres</h2>
<ul>
<li><strong>1 900</strong> ingénieurs et techniciens salariés</li>
<li><strong>2 600</strong> freelances dans le réseau actif</li>
<li><strong>24</strong> sites en Allemagne, en France et en Espagne</li>
<li><strong>610</strong> missions freelance en 2025</li>
<li><strong>4 800 m²</strong> de surface d’essai au centre de Sindelfingen</li>
</ul>`,
            `<h2>Nuestra historia</h2>
<p>En 1991, el doctor ingeniero Walter Kessler fundó en Stuttgart-Feuerbach una oficina de cálculo de resistencia. El nombre Kestrel –«cernícalo» en inglés– reflejaba lo que para él era esencial: observar con atención antes de actuar.</p>
<ol>
<li><strong>1991</strong> – fundación como oficina de cálculo de componentes de chasis</li>
<li><strong>1999</strong> – creación de las áreas de diseño y electrónica; 150 empleados</li>
<li><strong>2006</strong> – incorporación al Grupo Velora; inicio de la red de freelance</li>
<li><strong>2015</strong> – apertura de los centros de Lyon y Toulouse</li>
<li><strong>2021</strong> – centros de Barcelona y Madrid; centro de ensayos propio en Sindelfingen</li>
</ol>
<h2>Kestrel en cifras</h2>
<ul>
<li><strong>1.900</strong> ingenieros y técnicos en plantilla</li>
<li><strong>2.600</strong> profesionales freelance en la red activa</li>
<li><strong>24</strong> centros en Alemania, Francia y España</li>
<li><strong>610</strong> proyectos freelance en 2025</li>
<li><strong>4.800 m²</strong> de superficie de ensayo en el centro de Sindelfingen</li>
</ul>`,
          ),
        },
        {
          blockType: 'image',
          image: 'about-lab',
          caption: t(
            'Testzentrum Sindelfingen: 14 Prüfstände für Dauerlauf, Klima und Vibration.',
            'Sindelfingen test centre: 14 test benches for endurance, climate and vibration.',
            'Centre d’essais de Sindelfingen : 14 bancs pour l’endurance, le climat et les vibrations.',
            'Centro de ensayos de Sindelfingen: 14 bancos para durabilidad, clima y vibración.',
          ),
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Unsere Werte</h2>
<h3>Präzision</h3>
<p>Wir dokumentieren Annahmen, prüfen Ergebnisse im Vier-Augen-Prinzip und liefern nachvollziehbare Nachweise – keine Schätzungen, wo Berechnungen möglich sind.</p>
<h3>Verantwortung</h3>
<p>Bauteile, die wir freigeben, fahren auf öffentlichen Straßen und speisen Strom ins Netz. Sicherheit hat bei uns Vorrang vor Terminen.</p>
<h3>Neugier</h3>
<p>Jede Mitarbeiterin und jeder Mitarbeiter hat zehn Weiterbildungstage im Jahr – für Zertifizierungen, Konferenzen oder neue Werkzeuge.</p>
<h3>Partnerschaft</h3>
<p>Freelancer sind bei uns Teil des Teams: mit denselben Informationen, denselben Werkzeugen und einer festen Ansprechperson.</p>`,
            `<h2>Our values</h2>
<h3>Precision</h3>
<p>We document assumptions, have every result checked by a second engineer and deliver traceable evidence – no estimates where calculations are possible.</p>
<h3>Responsibility</h3>
<p>Components we approve drive on public roads and feed power into the grid. For us, safety comes before deadlines.</p>
<h3>Curiosity</h3>
<p>Every employee has ten training days a year – for certifications, conferences or new tools.</p>
<h3>Partnership</h3>
<p>Freelancers are part of the team: with the same information, the same tools and a dedicated contact person.</p>`,
            `<h2>Nos valeurs</h2>
<h3>Précision</h3>
<p>Nous documentons nos hypothèses, faisons vérifier chaque résultat par un second ingénieur et fournissons des justificatifs traçables – jamais d’estimation là où un calcul est possible.</p>
<h3>Responsabilité</h3>
<p>Les composants que nous validons circulent sur la voie publique et injectent de l’électricité dans le réseau. Chez nous, la sécurité passe avant les délais.</p>
<h3>Curiosité</h3>
<p>Chaque collaborateur dispose de dix jours de formation par an – pour des certifications, des conférences ou de nouveaux outils.</p>
<h3>Partenariat</h3>
<p>Les freelances font partie de l’équipe : mêmes informations, mêmes outils et un interlocuteur attitré.</p>`,
            `<h2>Nuestros valores</h2>
<h3>Precisión</h3>
<p>Documentamos las hipótesis, cada resultado lo revisa un segundo ingeniero y entregamos justificaciones trazables: nada de estimaciones cuando es posible calcular.</p>
<h3>Responsabilidad</h3>
<p>Los componentes que aprobamos circulan por vías públicas y vierten electricidad a la red. Para nosotros, la seguridad va antes que los plazos.</p>
<h3>Curiosidad</h3>
<p>Cada empleado dispone de diez días de formación al año para certificaciones, congresos o nuevas herramientas.</p>
<h3>Colaboración</h3>
<p>Los profesionales freelance forman parte del equipo: con la misma información, las mismas herramientas y una persona de contacto fija.</p>`,
          ),
        },
      ],
    },
    /* ---------------------------------------------------------- career */
    {
      key: 'career',
      slug: t('karriere', 'careers', 'carrieres', 'empleo'),
      title: t('Karriere', 'Careers', 'Carrières', 'Empleo'),
      description: t(
        'Jobs und Freelance-Projekte für Ingenieurinnen und Ingenieure bei Kestrel Engineering: Konstruktion, Elektronik, Energie, Test.',
        'Jobs and freelance projects for engineers at Kestrel Engineering: design, electronics, energy and testing.',
        'Emplois et missions freelance pour ingénieurs chez Kestrel Engineering : conception, électronique, énergie, essais.',
        'Empleos y proyectos freelance para ingenieros en Kestrel Engineering: diseño, electrónica, energía y ensayos.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t(
            'Technik, die Sie weiterbringt',
            'Engineering that moves you forward',
            'Une technique qui vous fait progresser',
            'Tecnología que le hace avanzar',
          ),
          text: t(
            'Festanstellung oder Freelance-Projekt: Bei Kestrel arbeiten Sie an Aufgaben, die Fachwissen verlangen – und bekommen die Zeit, es zu vertiefen.',
            'Permanent position or freelance project: at Kestrel you work on tasks that demand expertise – and get the time to deepen it.',
            'CDI ou mission freelance : chez Kestrel, vous travaillez sur des sujets exigeants – et vous avez le temps d’approfondir votre expertise.',
            'Empleo fijo o proyecto freelance: en Kestrel trabaja en tareas que exigen conocimientos especializados y dispone del tiempo necesario para profundizarlos.',
          ),
          image: 'career-hero',
          cta: { label: t('Ansprechpersonen', 'Contacts', 'Nos interlocuteurs', 'Contactos'), page: 'contact' },
        },
        { blockType: 'recruiting', mode: 'list' },
        {
          blockType: 'richText',
          html: t(
            `<h2>Festanstellung bei Kestrel</h2>
<p>Als festangestellte Ingenieurin oder festangestellter Ingenieur arbeiten Sie in Projekten bei unseren Kunden oder in einem unserer Entwicklungszentren. Zwischen zwei Projekten bleiben Sie selbstverständlich angestellt – und nutzen die Zeit für Weiterbildung.</p>
<ul>
<li>unbefristeter Arbeitsvertrag, Vergütung in Anlehnung an den Tarifvertrag der Metall- und Elektroindustrie</li>
<li>35-Stunden-Woche mit Arbeitszeitkonto; Überstunden werden vollständig ausgeglichen</li>
<li>30 Urlaubstage und zehn Weiterbildungstage pro Jahr</li>
<li>Fachkarriere bis zum Principal Engineer, gleichwertig zur Führungslaufbahn</li>
<li>Dienstwagen oder Bahncard 100 ab der Stufe Senior Engineer</li>
</ul>
<h2>Freelance-Projekte</h2>
<p>Für selbstständige Fachleute vermitteln wir Projekte mit einer Laufzeit von drei bis 24 Monaten, vor Ort oder remote. Sie erhalten eine feste Ansprechperson im Projektmanagement, einen klaren Vertragsrahmen und Ihre Rechnung wird innerhalb von 14 Tagen bezahlt.</p>
<h2>Wen wir suchen</h2>
<p>Absolventinnen und Absolventen sowie Berufserfahrene aus Maschinenbau, Fahrzeugtechnik, Elektrotechnik, Mechatronik, Informatik und Energietechnik. Gute Deutsch- oder Englischkenntnisse sind wichtig; an unseren Standorten in Frankreich und Spanien arbeiten Teams auch auf Französisch und Spanisch.</p>
<h2>Bewerbungsprozess</h2>
<ol>
<li>Online-Bewerbung mit Lebenslauf – ein Anschreiben ist optional</li>
<li>Fachgespräch mit einer technischen Projektleitung, 60 Minuten</li>
<li>Angebot innerhalb von fünf Arbeitstagen nach dem Gespräch</li>
</ol>`,
            `<h2>Permanent employment at Kestrel</h2>
<p>As a permanently employed engineer you work on projects at our clients’ sites or in one of our development centres. Between two projects you naturally remain employed – and use the time for training.</p>
<ul>
<li>permanent employment contract, pay based on the metal and electrical industry collective agreement</li>
<li>35-hour week with a working time account; overtime is fully compensated</li>
<li>30 days’ holiday and ten training days per year</li>
<li>a specialist career path up to Principal Engineer, equivalent to the management track</li>
<li>company car or national rail pass from Senior Engineer level</li>
</ul>
<h2>Freelance projects</h2>
<p>We arrange projects of three to 24 months for self-employed professionals, on site or remote. You get a dedicated contact in project management, a clear contractual framework, and your invoice is paid within 14 days.</p>
<h2>Who we are looking for</h2>
<p>Graduates and experienced professionals in mechanical engineering, automotive engineering, electrical engineering, mechatronics, computer science and energy technology. Good German or English is important; at our sites in France and Spain, teams also work in French and Spanish.</p>
<h2>Application process</h2>
<ol>
<li>Online application with your CV – a cover letter is optional</li>
<li>Technical interview with a project lead, 60 minutes</li>
<li>Offer within five working days of the interview</li>
</ol>`,
            `<h2>Travailler en CDI chez Kestrel</h2>
<p>En tant qu’ingénieur salarié, vous intervenez sur des projets chez nos clients ou dans l’un de nos centres de développement. Entre deux projets, vous restez bien entendu salarié – et mettez ce temps à profit pour vous former.</p>
<ul>
<li>contrat à durée indéterminée, rémunération alignée sur les grilles de la métallurgie</li>
<li>35 heures hebdomadaires avec compte épargne-temps ; heures supplémentaires intégralement compensées</li>
<li>30 jours de congés et dix jours de formation par an</li>
<li>filière d’expertise jusqu’au niveau Principal Engineer, équivalente à la filière managériale</li>
<li>véhicule de fonction ou abonnement ferroviaire à partir du niveau Senior Engineer</li>
</ul>
<h2>Missions freelance</h2>
<p>Nous proposons aux indépendants des missions de trois à 24 mois, sur site ou à distance. Vous bénéficiez d’un interlocuteur attitré en gestion de projet, d’un cadre contractuel clair et d’un paiement de vos factures sous 14 jours.</p>
<h2>Les profils que nous recherchons</h2>
<p>Jeunes diplômés et professionnels expérimentés en génie mécanique, ingénierie automobile, génie électrique, mécatronique, informatique et énergétique. Une bonne maîtrise de l’allemand ou de l’anglais est importante ; sur nos sites de Lyon et Toulouse, les équipes travaillent aussi en français.</p>
<h2>Processus de recrutement</h2>
<ol>
<li>Candidature en ligne avec CV – la lettre de motivation est facultative</li>
<li>Entretien technique avec un chef de projet, 60 minutes</li>
<li>Proposition sous cinq jours ouvrés après l’entretien</li>
</ol>`,
            `<h2>Empleo fijo en Kestrel</h2>
<p>Como ingeniero en plantilla, trabaja en proyectos en las instalaciones de nuestros clientes o en uno de nuestros centros de desarrollo. Entre un proyecto y otro sigue contratado, por supuesto, y aprovecha ese tiempo para formarse.</p>
<ul>
<li>contrato indefinido con salario de referencia del convenio del metal</li>
<li>jornada de 35 horas semanales con bolsa de horas; las horas extra se compensan íntegramente</li>
<li>30 días de vacaciones y diez días de formación al año</li>
<li>carrera técnica hasta Principal Engineer, equivalente a la carrera directiva</li>
<li>coche de empresa o abono de tren a partir del nivel Senior Engineer</li>
</ul>
<h2>Proyectos freelance</h2>
<p>Para profesionales autónomos gestionamos proyectos de tres a 24 meses, presenciales o en remoto. Cuenta con una persona de contacto fija en la gestión de proyectos, un marco contractual claro y el pago de sus facturas en un plazo de 14 días.</p>
<h2>A quién buscamos</h2>
<p>Recién titulados y profesionales con experiencia en ingeniería mecánica, ingeniería de automoción, ingeniería eléctrica, mecatrónica, informática y tecnología energética. Es importante un buen nivel de alemán o inglés; en nuestros centros de Barcelona y Madrid, los equipos también trabajan en español.</p>
<h2>Proceso de selección</h2>
<ol>
<li>Solicitud en línea con su currículum; la carta de presentación es opcional</li>
<li>Entrevista técnica con un director de proyecto, 60 minutos</li>
<li>Oferta en un plazo de cinco días laborables tras la entrevista</li>
</ol>`,
          ),
        },
      ],
    },
    /* --------------------------------------------------------- contact */
    {
      key: 'contact',
      slug: t('kontakt', 'contact', 'contact', 'contacto'),
      title: t('Kontakt', 'Contact', 'Contact', 'Contacto'),
      description: t(
        'Kontakt zu Kestrel Engineering: Zentrale Stuttgart, Projektanfragen, Freelancer-Desk und Standorte in Frankreich und Spanien.',
        'Contact Kestrel Engineering: Stuttgart head office, project enquiries, freelancer desk and sites in France and Spain.',
        'Contacter Kestrel Engineering : siège de Stuttgart, demandes de projet, service freelances et sites en France et en Espagne.',
        'Contacto con Kestrel Engineering: sede de Stuttgart, consultas de proyectos, servicio freelance y centros en Francia y España.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t(
            'Sprechen wir über Ihr Projekt',
            'Let’s talk about your project',
            'Parlons de votre projet',
            'Hablemos de su proyecto',
          ),
          text: t(
            'Projektanfragen beantworten wir innerhalb von 48 Stunden – mit einer technischen Ansprechperson aus dem passenden Fachbereich.',
            'We answer project enquiries within 48 hours – with a technical contact from the right discipline.',
            'Nous répondons aux demandes de projet sous 48 heures – avec un interlocuteur technique du métier concerné.',
            'Respondemos a las consultas de proyectos en un plazo de 48 horas, con una persona de contacto técnica de la especialidad adecuada.',
          ),
          image: 'contact-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Zentrale Stuttgart</h2>
<p><strong>Kestrel Engineering GmbH</strong></p>
<p>Pragstraße 26, 70376 Stuttgart</p>
<p>Telefon: <a href="tel:+4971128460">+49 711 2846 0</a> · E-Mail: <a href="mailto:info@kestrel-engineering.example">info@kestrel-engineering.example</a></p>
<h2>Projektanfragen für Unternehmen</h2>
<p>Dipl.-Ing. (FH) Benedikt Sauer, Leiter Vertrieb Technik</p>
<p>Telefon: <a href="tel:+49711284612">+49 711 2846 12</a> · E-Mail: <a href="mailto:projekte@kestrel-engineering.example">projekte@kestrel-engineering.example</a></p>
<h2>Freelancer-Desk</h2>
<p>Fragen zu Projekten, Verträgen und Abrechnung: <a href="mailto:freelance@kestrel-engineering.example">freelance@kestrel-engineering.example</a>, Telefon <a href="tel:+49711284655">+49 711 2846 55</a> (Mo–Fr, 8–18 Uhr)</p>
<h2>Weitere Standorte</h2>
<ul>
<li><strong>München</strong> – Leopoldstraße 244, 80807 München, <a href="tel:+498921093310">+49 89 2109 331 0</a></li>
<li><strong>Wolfsburg</strong> – Heinrich-Nordhoff-Straße 69, 38440 Wolfsburg, <a href="tel:+4953612845700">+49 5361 28457 0</a></li>
<li><strong>Sindelfingen (Testzentrum)</strong> – Hanns-Klemm-Straße 5, 71034 Böblingen, <a href="tel:+4970314166200">+49 7031 41662 00</a></li>
<li><strong>Lyon</strong> – 12 rue de la République, 69002 Lyon, Frankreich, <a href="tel:+33478421560">+33 4 78 42 15 60</a></li>
<li><strong>Barcelona</strong> – Carrer de Pujades 77, 08005 Barcelona, Spanien, <a href="tel:+34932201840">+34 932 201 840</a></li>
</ul>`,
            `<h2>Stuttgart head office</h2>
<p><strong>Kestrel Engineering GmbH</strong></p>
<p>Pragstraße 26, 70376 Stuttgart, Germany</p>
<p>Phone: <a href="tel:+4971128460">+49 711 2846 0</a> · E-mail: <a href="mailto:info@kestrel-engineering.example">info@kestrel-engineering.example</a></p>
<h2>Project enquiries from companies</h2>
<p>Benedikt Sauer, Head of Technical Sales</p>
<p>Phone: <a href="tel:+49711284612">+49 711 2846 12</a> · E-mail: <a href="mailto:projekte@kestrel-engineering.example">projekte@kestrel-engineering.example</a></p>
<h2>Freelancer desk</h2>
<p>Questions about projects, contracts and invoicing: <a href="mailto:freelance@kestrel-engineering.example">freelance@kestrel-engineering.example</a>, phone <a href="tel:+49711284655">+49 711 2846 55</a> (Mon–Fri, 8 am–6 pm)</p>
<h2>Other sites</h2>
<ul>
<li><strong>Munich</strong> – Leopoldstraße 244, 80807 Munich, <a href="tel:+498921093310">+49 89 2109 331 0</a></li>
<li><strong>Wolfsburg</strong> – Heinrich-Nordhoff-Straße 69, 38440 Wolfsburg, <a href="tel:+4953612845700">+49 5361 28457 0</a></li>
<li><strong>Sindelfingen (test centre)</strong> – Hanns-Klemm-Straße 5, 71034 Böblingen, <a href="tel:+4970314166200">+49 7031 41662 00</a></li>
<li><strong>Lyon</strong> – 12 rue de la République, 69002 Lyon, France, <a href="tel:+33478421560">+33 4 78 42 15 60</a></li>
<li><strong>Barcelona</strong> – Carrer de Pujades 77, 08005 Barcelona, Spain, <a href="tel:+34932201840">+34 932 201 840</a></li>
</ul>`,
            `<h2>Kestrel Engineering en France</h2>
<p><strong>Kestrel Engineering GmbH – établissement de Lyon</strong></p>
<p>12 rue de la République, 69002 Lyon</p>
<p>Téléphone : <a href="tel:+33478421560">+33 4 78 42 15 60</a> · E-mail : <a href="mailto:lyon@kestrel-engineering.example">lyon@kestrel-engineering.example</a></p>
<p>Responsable d’agence : Claire Dumoulin</p>
<h2>Toulouse</h2>
<p>5 allée Jean Jaurès, 31000 Toulouse – Téléphone : <a href="tel:+33561227480">+33 5 61 22 74 80</a></p>
<h2>Demandes de projet</h2>
<p>E-mail : <a href="mailto:projets@kestrel-engineering.example">projets@kestrel-engineering.example</a> – réponse sous 48 heures.</p>
<h2>Service freelances</h2>
<p>Questions sur les missions, les contrats et la facturation : <a href="mailto:freelance@kestrel-engineering.example">freelance@kestrel-engineering.example</a></p>
<h2>Siège social</h2>
<p>Kestrel Engineering GmbH, Pragstraße 26, 70376 Stuttgart, Allemagne – Téléphone : <a href="tel:+4971128460">+49 711 2846 0</a></p>`,
            `<h2>Kestrel Engineering en España</h2>
<p><strong>Kestrel Engineering GmbH – sucursal en España</strong></p>
<p>Carrer de Pujades 77, 08005 Barcelona</p>
<p>Teléfono: <a href="tel:+34932201840">+34 932 201 840</a> · Correo electrónico: <a href="mailto:barcelona@kestrel-engineering.example">barcelona@kestrel-engineering.example</a></p>
<p>Director de la sucursal: Jordi Puig Serra</p>
<h2>Madrid</h2>
<p>Calle de Alcalá 265, 28027 Madrid – Teléfono: <a href="tel:+34914053620">+34 914 053 620</a></p>
<h2>Consultas de proyectos</h2>
<p>Correo electrónico: <a href="mailto:proyectos@kestrel-engineering.example">proyectos@kestrel-engineering.example</a>; respuesta en 48 horas.</p>
<h2>Servicio freelance</h2>
<p>Preguntas sobre proyectos, contratos y facturación: <a href="mailto:freelance@kestrel-engineering.example">freelance@kestrel-engineering.example</a></p>
<h2>Sede central</h2>
<p>Kestrel Engineering GmbH, Pragstraße 26, 70376 Stuttgart, Alemania. Teléfono: <a href="tel:+4971128460">+49 711 2846 0</a></p>`,
          ),
        },
      ],
    },
    /* ------------------------------------------------------------ news */
    {
      key: 'news',
      slug: t('aktuelles', 'news', 'actualites', 'noticias'),
      title: t('Aktuelles', 'News', 'Actualités', 'Noticias'),
      description: t(
        'Neuigkeiten von Kestrel Engineering: Projekte, Zertifizierungen, Messen und neue Standorte.',
        'News from Kestrel Engineering: projects, certifications, trade fairs and new sites.',
        'Actualités de Kestrel Engineering : projets, certifications, salons et nouveaux sites.',
        'Noticias de Kestrel Engineering: proyectos, certificaciones, ferias y nuevos centros.',
      ),
      inMainMenu: true,
      layout: [
        {
          blockType: 'hero',
          heading: t('Aktuelles', 'News', 'Actualités', 'Noticias'),
          text: t(
            'Was sich bei Kestrel bewegt – in Projekten, an Standorten und in der Technik.',
            'What is happening at Kestrel – in projects, at our sites and in technology.',
            'Ce qui bouge chez Kestrel – dans nos projets, sur nos sites et en technique.',
            'Lo que se mueve en Kestrel: en los proyectos, en los centros y en la técnica.',
          ),
          image: 'news-hero',
        },
        {
          blockType: 'richText',
          html: t(
            `<h2>Kestrel auf der electronica 2026</h2>
<p><em>10. November 2026</em></p>
<p>Vom 10. bis 13. November zeigt Kestrel in Halle A4 der Messe München, wie sich Entwicklungszeiten für Leistungselektronik durch simulationsgestützte Auslegung um bis zu 30 Prozent verkürzen lassen. Unser Team präsentiert einen 800-Volt-Wechselrichter-Demonstrator, der vollständig im Kestrel-Testzentrum validiert wurde.</p>
<h2>Neues Kompetenzzentrum Leistungselektronik in München</h2>
<p><em>14. Oktober 2026</em></p>
<p>An unserem Münchner Standort bündeln 45 Ingenieurinnen und Ingenieure ihr Wissen in Schaltungsentwicklung, thermischer Auslegung und EMV. Bis Ende 2027 soll das Team auf 80 Personen wachsen.</p>
<h2>TISAX-Label erneut bestätigt</h2>
<p><em>3. September 2026</em></p>
<p>Alle 24 Kestrel-Standorte haben das TISAX-Assessment auf Level 3 ohne Abweichungen bestanden. Kunden aus der Automobilindustrie können damit auch Prototypen mit höchstem Schutzbedarf bei uns entwickeln und testen lassen.</p>
<h2>Freelancer-Portal mit neuer Projektsuche</h2>
<p><em>1. Juli 2026</em></p>
<p>Freelancer finden Projekte jetzt schneller: Die neue Suche filtert nach Fachbereich, Laufzeit, Startdatum und Einsatzort und zeigt alle Projekte im Umkreis einer Niederlassung.</p>`,
            `<h2>Kestrel at electronica 2026</h2>
<p><em>10 November 2026</em></p>
<p>From 10 to 13 November, Kestrel is showing in Hall A4 at Messe München how simulation-based design can shorten development times for power electronics by up to 30 per cent. Our team is presenting an 800-volt inverter demonstrator validated entirely at the Kestrel test centre.</p>
<h2>New power electronics competence centre in Munich</h2>
<p><em>14 October 2026</em></p>
<p>At our Munich site, 45 engineers are pooling their expertise in circuit design, thermal design and EMC. The team is set to grow to 80 people by the end of 2027.</p>
<h2>TISAX label confirmed again</h2>
<p><em>3 September 2026</em></p>
<p>All 24 Kestrel sites passed the TISAX level 3 assessment without any non-conformities. Automotive clients can therefore have even prototypes with the highest protection requirements developed and tested by us.</p>
<h2>Freelancer portal with new project search</h2>
<p><em>1 July 2026</em></p>
<p>Freelancers can now find projects faster: the new search filters by discipline, duration, start date and location and shows all projects near a branch.</p>`,
            `<h2>Kestrel au salon electronica 2026</h2>
<p><em>10 novembre 2026</em></p>
<p>Du 10 au 13 novembre, Kestrel montre dans le hall A4 de la Messe München comment une conception fondée sur la simulation permet de réduire jusqu’à 30 % les délais de développement en électronique de puissance. Notre équipe présente un démonstrateur d’onduleur 800 volts entièrement validé dans le centre d’essais Kestrel.</p>
<h2>Nouveau centre de compétences en électronique de puissance à Munich</h2>
<p><em>14 octobre 2026</em></p>
<p>Sur notre site de Munich, 45 ingénieurs mettent en commun leur expertise en conception de circuits, dimensionnement thermique et CEM. L’équipe doit atteindre 80 personnes d’ici fin 2027.</p>
<h2>Label TISAX de nouveau confirmé</h2>
<p><em>3 septembre 2026</em></p>
<p>Les 24 sites Kestrel ont réussi l’évaluation TISAX de niveau 3 sans aucun écart. Les clients de l’automobile peuvent ainsi nous confier le développement et les essais de prototypes au niveau de protection le plus élevé.</p>
<h2>Nouvelle recherche de missions sur le portail freelance</h2>
<p><em>1er juillet 2026</em></p>
<p>Les freelances trouvent désormais plus vite leurs missions : la nouvelle recherche filtre par domaine, durée, date de début et lieu, et affiche toutes les missions autour d’une agence.</p>`,
            `<h2>Kestrel en electronica 2026</h2>
<p><em>10 de noviembre de 2026</em></p>
<p>Del 10 al 13 de noviembre, Kestrel muestra en el pabellón A4 de Messe München cómo el diseño basado en simulación puede reducir hasta un 30 % los plazos de desarrollo en electrónica de potencia. Nuestro equipo presenta un demostrador de inversor de 800 voltios validado íntegramente en el centro de ensayos de Kestrel.</p>
<h2>Nuevo centro de competencia en electrónica de potencia en Múnich</h2>
<p><em>14 de octubre de 2026</em></p>
<p>En nuestro centro de Múnich, 45 ingenieros reúnen sus conocimientos en diseño de circuitos, diseño térmico y compatibilidad electromagnética. Está previsto que el equipo crezca hasta 80 personas a finales de 2027.</p>
<h2>Etiqueta TISAX confirmada de nuevo</h2>
<p><em>3 de septiembre de 2026</em></p>
<p>Los 24 centros de Kestrel han superado la evaluación TISAX de nivel 3 sin ninguna desviación. Así, los clientes del sector de la automoción pueden encargarnos el desarrollo y los ensayos incluso de prototipos con el máximo nivel de protección.</p>
<h2>Nueva búsqueda de proyectos en el portal freelance</h2>
<p><em>1 de julio de 2026</em></p>
<p>Ahora los profesionales freelance encuentran proyectos más rápido: la nueva búsqueda filtra por especialidad, duración, fecha de inicio y ubicación, y muestra todos los proyectos cercanos a una oficina.</p>`,
          ),
        },
      ],
    },
    /* -------------------------------------------------- touch terminal */
    {
      // Touch URLs (SPEC §2.8, §2.10): a search for the touch terminals on trade-fair stands and in reception areas.
      // A tap on an offer opens its page below the career page ({career}/{jobId}?type=3 redirects to the offer URL)
      // instead of the layer; a project search goes to the career page's search. Not in the main menu.
      key: 'touch-terminal',
      slug: t('touch-terminal', 'touch-terminal', 'borne-tactile', 'terminal-tactil'),
      title: t('Touch-Terminal', 'Touch terminal', 'Borne tactile', 'Terminal táctil'),
      description: t(
        'Jobsuche für Touch-Terminals auf Messen und am Empfang: Ein Tipp auf ein Angebot öffnet seine Seite im Karrierebereich.',
        'Job search for touch terminals at trade fairs and in reception areas: tapping an offer opens its page in the careers section.',
        'Recherche d’emploi pour bornes tactiles sur les salons et à l’accueil : un appui sur une offre ouvre sa page dans l’espace carrières.',
        'Búsqueda de empleo para terminales táctiles en ferias y recepciones: al tocar una oferta se abre su página en la sección de empleo.',
      ),
      inMainMenu: false,
      layout: [
        {
          blockType: 'richText',
          html: t(
            '<p>Diese Suche läuft auf den Touch-Terminals an unseren Messeständen und Empfängen. Ein Tipp auf ein Angebot öffnet seine Seite im <a href="/de/de/karriere">Karrierebereich</a>; die Projektsuche führt ebenfalls dorthin.</p>',
            '<p>This search runs on the touch terminals at our trade-fair stands and reception areas. Tapping an offer opens its page in the <a href="/de/en/careers">careers section</a>; the project search leads there as well.</p>',
            '<p>Cette recherche fonctionne sur les bornes tactiles de nos stands et de nos accueils. Un appui sur une offre ouvre sa page dans l’<a href="/fr/fr/carrieres">espace carrières</a> ; la recherche de missions y mène également.</p>',
            '<p>Esta búsqueda funciona en los terminales táctiles de nuestros stands y recepciones. Al tocar una oferta se abre su página en la <a href="/es/es/empleo">sección de empleo</a>; la búsqueda de proyectos también lleva allí.</p>',
          ),
        },
        { blockType: 'recruiting', mode: 'list', touch: { main: 'career', job: 'career', project: 'career' } },
      ],
    },
    privacyPage(entity, [...LANGS]),
    legalPage(entity, [...LANGS]),
  ],
};
