/** Building blocks of realistic German/English job and project ads for the demo data. */

export interface TitleEntry {
  areaId: number;
  /** Faculty ids inside area 12 (TECHNIK). */
  faculties?: number[];
  de: string;
  en: string;
  /** French and Spanish titles (brand A's career pages in France and Spain). */
  fr: string;
  es: string;
  tags: string[];
  /** Which kinds of offers use this title. */
  kinds: ('job' | 'project')[];
  tasks: [string, string][];
  requirements: [string, string][];
  /** Yearly salary band in EUR. */
  salary: [number, number];
}

const both: ('job' | 'project')[] = ['job', 'project'];
const job: ('job' | 'project')[] = ['job'];

export const TITLES: TitleEntry[] = [
  {
    areaId: 12,
    faculties: [1],
    de: 'Konstrukteur Maschinenbau',
    en: 'Design Engineer Mechanical Engineering',
    fr: 'Ingénieur d’études en génie mécanique',
    es: 'Ingeniero de diseño mecánico',
    tags: ['CATIA', 'SolidWorks', 'Konstruktion'],
    kinds: both,
    salary: [52000, 68000],
    tasks: [
      ['Konstruktion von Baugruppen und Einzelteilen in CATIA V5', 'Designing assemblies and components in CATIA V5'],
      ['Erstellung von Fertigungszeichnungen und Stücklisten', 'Preparing production drawings and bills of materials'],
      ['Toleranzanalysen und Auslegungsberechnungen', 'Tolerance analyses and design calculations'],
      ['Abstimmung mit Fertigung, Einkauf und Lieferanten', 'Coordinating with production, purchasing and suppliers'],
    ],
    requirements: [
      [
        'Abgeschlossenes Studium des Maschinenbaus oder Techniker mit Berufserfahrung',
        'Degree in mechanical engineering or technician with professional experience',
      ],
      ['Sicherer Umgang mit CATIA V5 oder SolidWorks', 'Confident use of CATIA V5 or SolidWorks'],
      ['Kenntnisse in GD&T und Normen', 'Knowledge of GD&T and standards'],
    ],
  },
  {
    areaId: 12,
    faculties: [2],
    de: 'Elektroingenieur Automatisierungstechnik',
    en: 'Electrical Engineer Automation',
    fr: 'Ingénieur électricien en automatisme',
    es: 'Ingeniero eléctrico de automatización',
    tags: ['SPS', 'Siemens TIA', 'Automatisierung'],
    kinds: both,
    salary: [55000, 72000],
    tasks: [
      ['Programmierung von SPS-Steuerungen mit Siemens TIA Portal', 'Programming PLCs with Siemens TIA Portal'],
      ['Inbetriebnahme von Anlagen beim Kunden', 'Commissioning plants at customer sites'],
      ['Erstellung von Schaltplänen in EPLAN', 'Creating wiring diagrams in EPLAN'],
      ['Fehleranalyse und Optimierung bestehender Anlagen', 'Troubleshooting and optimising existing plants'],
    ],
    requirements: [
      [
        'Studium der Elektrotechnik oder vergleichbare Qualifikation',
        'Degree in electrical engineering or comparable qualification',
      ],
      ['Erfahrung mit Siemens S7 und TIA Portal', 'Experience with Siemens S7 and TIA Portal'],
      ['Reisebereitschaft innerhalb Europas', 'Willingness to travel within Europe'],
    ],
  },
  {
    areaId: 12,
    faculties: [3],
    de: 'Entwicklungsingenieur Fahrzeugtechnik',
    en: 'Development Engineer Automotive',
    fr: 'Ingénieur développement automobile',
    es: 'Ingeniero de desarrollo de automoción',
    tags: ['Automotive', 'Fahrwerk', 'Validierung'],
    kinds: both,
    salary: [58000, 76000],
    tasks: [
      ['Entwicklung von Fahrwerks- und Karosseriekomponenten', 'Developing chassis and body components'],
      ['Planung und Auswertung von Versuchen', 'Planning and evaluating tests'],
      ['Betreuung von Lieferanten in der Serienentwicklung', 'Supporting suppliers during series development'],
      ['Dokumentation nach VDA-Standards', 'Documentation according to VDA standards'],
    ],
    requirements: [
      [
        'Studium der Fahrzeugtechnik, des Maschinenbaus oder der Mechatronik',
        'Degree in automotive engineering, mechanical engineering or mechatronics',
      ],
      ['Erfahrung im automobilen Entwicklungsprozess', 'Experience with the automotive development process'],
      ['Sehr gute Deutsch- und Englischkenntnisse', 'Very good German and English skills'],
    ],
  },
  {
    areaId: 12,
    faculties: [4],
    de: 'Ingenieur Luft- und Raumfahrttechnik',
    en: 'Aerospace Engineer',
    fr: 'Ingénieur aéronautique et spatial',
    es: 'Ingeniero aeroespacial',
    tags: ['Aerospace', 'Strukturberechnung', 'EASA'],
    kinds: both,
    salary: [60000, 80000],
    tasks: [
      ['Strukturberechnung von Flugzeugkomponenten mit FEM', 'Structural analysis of aircraft components using FEM'],
      ['Erstellung von Nachweisen für die Zulassung', 'Preparing certification documents'],
      ['Mitarbeit in internationalen Entwicklungsteams', 'Working in international development teams'],
    ],
    requirements: [
      ['Studium der Luft- und Raumfahrttechnik', 'Degree in aerospace engineering'],
      ['Erfahrung mit ANSYS oder Nastran', 'Experience with ANSYS or Nastran'],
      ['Kenntnisse der EASA-Vorschriften', 'Knowledge of EASA regulations'],
    ],
  },
  {
    areaId: 12,
    faculties: [5],
    de: 'Verfahrensingenieur Chemie- und Pharmaanlagen',
    en: 'Process Engineer Chemical and Pharmaceutical Plants',
    fr: 'Ingénieur procédés pour installations chimiques et pharmaceutiques',
    es: 'Ingeniero de procesos para plantas químicas y farmacéuticas',
    tags: ['GMP', 'Anlagenbau', 'Pharma'],
    kinds: both,
    salary: [56000, 74000],
    tasks: [
      ['Auslegung verfahrenstechnischer Anlagen und Apparate', 'Designing process plants and equipment'],
      ['Erstellung von R&I-Fließbildern', 'Creating P&I diagrams'],
      [
        'Begleitung von Qualifizierung und Validierung nach GMP',
        'Supporting qualification and validation according to GMP',
      ],
    ],
    requirements: [
      ['Studium der Verfahrenstechnik oder des Chemieingenieurwesens', 'Degree in process or chemical engineering'],
      ['Erfahrung im Anlagenbau', 'Experience in plant engineering'],
      ['Strukturierte und selbstständige Arbeitsweise', 'Structured and independent way of working'],
    ],
  },
  {
    areaId: 12,
    faculties: [6],
    de: 'Projektingenieur Technische Gebäudeausrüstung',
    en: 'Project Engineer Building Services',
    fr: 'Ingénieur projet en génie climatique',
    es: 'Ingeniero de proyectos de instalaciones técnicas',
    tags: ['TGA', 'HLS', 'HOAI'],
    kinds: both,
    salary: [54000, 70000],
    tasks: [
      ['Planung von Heizungs-, Lüftungs- und Sanitäranlagen', 'Planning heating, ventilation and plumbing systems'],
      ['Ausschreibung und Vergabe nach HOAI', 'Tendering and contract award according to HOAI'],
      ['Bauüberwachung und Abnahmen', 'Site supervision and acceptance'],
    ],
    requirements: [
      ['Studium der Versorgungstechnik oder Gebäudetechnik', 'Degree in building services engineering'],
      ['Erfahrung mit AutoCAD oder Revit', 'Experience with AutoCAD or Revit'],
      ['Führerschein Klasse B', 'Driving licence (class B)'],
    ],
  },
  {
    areaId: 12,
    faculties: [7],
    de: 'Qualitätsingenieur Lieferantenmanagement',
    en: 'Supplier Quality Engineer',
    fr: 'Ingénieur qualité fournisseurs',
    es: 'Ingeniero de calidad de proveedores',
    tags: ['Qualität', 'IATF 16949', 'Audit'],
    kinds: both,
    salary: [53000, 69000],
    tasks: [
      ['Durchführung von Lieferantenaudits nach VDA 6.3', 'Conducting supplier audits according to VDA 6.3'],
      ['Bearbeitung von Reklamationen mit 8D-Methodik', 'Handling complaints using the 8D method'],
      ['Freigabe von Erstmustern (PPAP)', 'Approving initial samples (PPAP)'],
    ],
    requirements: [
      [
        'Technisches Studium oder Ausbildung mit Weiterbildung',
        'Technical degree or vocational training with further education',
      ],
      ['Erfahrung mit IATF 16949', 'Experience with IATF 16949'],
      ['Auditorenqualifikation von Vorteil', 'Auditor qualification is an advantage'],
    ],
  },
  {
    areaId: 12,
    faculties: [8, 2],
    de: 'Embedded Software Entwickler C/C++',
    en: 'Embedded Software Developer C/C++',
    fr: 'Développeur logiciel embarqué C/C++',
    es: 'Desarrollador de software embebido C/C++',
    tags: ['C++', 'AUTOSAR', 'Embedded'],
    kinds: both,
    salary: [60000, 82000],
    tasks: [
      ['Entwicklung hardwarenaher Software in C und C++', 'Developing low-level software in C and C++'],
      ['Integration von AUTOSAR-Komponenten', 'Integrating AUTOSAR components'],
      ['Unit- und Integrationstests', 'Unit and integration testing'],
    ],
    requirements: [
      [
        'Studium der Informatik, Elektrotechnik oder Mechatronik',
        'Degree in computer science, electrical engineering or mechatronics',
      ],
      ['Erfahrung mit Mikrocontrollern und Echtzeitsystemen', 'Experience with microcontrollers and real-time systems'],
      ['Kenntnisse in ISO 26262 wünschenswert', 'Knowledge of ISO 26262 desirable'],
    ],
  },
  {
    areaId: 12,
    faculties: [1, 7],
    de: 'Versuchsingenieur Prüfstand',
    en: 'Test Engineer Test Bench',
    fr: 'Ingénieur essais sur banc',
    es: 'Ingeniero de ensayos en banco de pruebas',
    tags: ['Prüfstand', 'Messtechnik'],
    kinds: both,
    salary: [50000, 65000],
    tasks: [
      ['Aufbau und Durchführung von Prüfstandsversuchen', 'Setting up and running test bench trials'],
      ['Auswertung von Messdaten mit DIAdem', 'Evaluating measurement data with DIAdem'],
      ['Erstellung von Prüfberichten', 'Writing test reports'],
    ],
    requirements: [
      [
        'Studium oder Technikerausbildung im Bereich Maschinenbau',
        'Degree or technician training in mechanical engineering',
      ],
      ['Erfahrung in der Messtechnik', 'Experience in measurement technology'],
      ['Hands-on-Mentalität', 'Hands-on mentality'],
    ],
  },
  {
    areaId: 12,
    faculties: [2],
    de: 'Elektroniker für Betriebstechnik',
    en: 'Industrial Electrician',
    fr: 'Électricien industriel',
    es: 'Electricista industrial',
    tags: ['Elektronik', 'Instandhaltung'],
    kinds: job,
    salary: [38000, 48000],
    tasks: [
      ['Wartung und Instandsetzung elektrischer Anlagen', 'Maintaining and repairing electrical installations'],
      ['Fehlersuche an Steuerungen', 'Troubleshooting control systems'],
      ['Prüfung ortsveränderlicher Geräte nach DGUV V3', 'Testing portable equipment according to DGUV V3'],
    ],
    requirements: [
      ['Abgeschlossene Ausbildung als Elektroniker', 'Completed apprenticeship as an electrician'],
      ['Bereitschaft zur Schichtarbeit', 'Willingness to work shifts'],
      ['Zuverlässigkeit und Teamgeist', 'Reliability and team spirit'],
    ],
  },
  {
    areaId: 1,
    de: 'Java Softwareentwickler',
    en: 'Java Software Developer',
    fr: 'Développeur logiciel Java',
    es: 'Desarrollador de software Java',
    tags: ['Java', 'Spring Boot', 'Microservices'],
    kinds: both,
    salary: [58000, 78000],
    tasks: [
      ['Entwicklung von Microservices mit Java und Spring Boot', 'Developing microservices with Java and Spring Boot'],
      ['Code Reviews und Pair Programming', 'Code reviews and pair programming'],
      ['Betrieb in Kubernetes-Umgebungen', 'Running services on Kubernetes'],
    ],
    requirements: [
      ['Mehrjährige Erfahrung mit Java', 'Several years of experience with Java'],
      ['Kenntnisse in REST, SQL und Git', 'Knowledge of REST, SQL and Git'],
      ['Freude an agiler Teamarbeit', 'Enjoy working in agile teams'],
    ],
  },
  {
    areaId: 1,
    de: 'Frontend Entwickler React und TypeScript',
    en: 'Frontend Developer React and TypeScript',
    fr: 'Développeur front-end React et TypeScript',
    es: 'Desarrollador frontend React y TypeScript',
    tags: ['React', 'TypeScript', 'Frontend'],
    kinds: both,
    salary: [55000, 75000],
    tasks: [
      ['Entwicklung barrierefreier Weboberflächen mit React', 'Building accessible web interfaces with React'],
      ['Umsetzung von Designs in wiederverwendbare Komponenten', 'Turning designs into reusable components'],
      ['Automatisierte Tests mit Playwright', 'Automated testing with Playwright'],
    ],
    requirements: [
      ['Sehr gute Kenntnisse in TypeScript und React', 'Very good knowledge of TypeScript and React'],
      ['Verständnis für Barrierefreiheit und Performance', 'Understanding of accessibility and performance'],
      ['Gute Deutsch- oder Englischkenntnisse', 'Good German or English skills'],
    ],
  },
  {
    areaId: 1,
    de: 'SAP Berater FI/CO',
    en: 'SAP Consultant FI/CO',
    fr: 'Consultant SAP FI/CO',
    es: 'Consultor SAP FI/CO',
    tags: ['SAP', 'S/4HANA', 'Controlling'],
    kinds: both,
    salary: [65000, 90000],
    tasks: [
      ['Einführung von SAP S/4HANA Finance', 'Implementing SAP S/4HANA Finance'],
      ['Customizing der Module FI und CO', 'Customising the FI and CO modules'],
      ['Schulung von Key Usern', 'Training key users'],
    ],
    requirements: [
      ['Mehrjährige Projekterfahrung mit SAP FI/CO', 'Several years of project experience with SAP FI/CO'],
      ['Betriebswirtschaftliches Verständnis', 'Business understanding'],
      ['Reisebereitschaft', 'Willingness to travel'],
    ],
  },
  {
    areaId: 1,
    de: 'IT-Systemadministrator Linux',
    en: 'IT System Administrator Linux',
    fr: 'Administrateur systèmes Linux',
    es: 'Administrador de sistemas Linux',
    tags: ['Linux', 'Ansible', 'Administration'],
    kinds: both,
    salary: [48000, 64000],
    tasks: [
      ['Betrieb und Härtung von Linux-Servern', 'Operating and hardening Linux servers'],
      ['Automatisierung mit Ansible', 'Automation with Ansible'],
      ['Monitoring und Störungsbehebung', 'Monitoring and incident resolution'],
    ],
    requirements: [
      ['Ausbildung als Fachinformatiker oder Studium', 'Training as an IT specialist or a degree'],
      ['Erfahrung mit Debian oder RHEL', 'Experience with Debian or RHEL'],
      ['Rufbereitschaft nach Absprache', 'On-call duty by arrangement'],
    ],
  },
  {
    areaId: 1,
    de: 'Data Engineer Cloud',
    en: 'Data Engineer Cloud',
    fr: 'Ingénieur données cloud',
    es: 'Ingeniero de datos cloud',
    tags: ['Python', 'Azure', 'Data'],
    kinds: both,
    salary: [62000, 85000],
    tasks: [
      ['Aufbau von Datenpipelines in Azure', 'Building data pipelines on Azure'],
      ['Modellierung von Data Warehouses', 'Modelling data warehouses'],
      ['Zusammenarbeit mit Data Scientists', 'Working with data scientists'],
    ],
    requirements: [
      ['Erfahrung mit Python und SQL', 'Experience with Python and SQL'],
      ['Kenntnisse in Spark oder Databricks', 'Knowledge of Spark or Databricks'],
      ['Analytisches Denkvermögen', 'Analytical thinking'],
    ],
  },
  {
    areaId: 1,
    de: 'IT-Projektleiter Digitalisierung',
    en: 'IT Project Manager Digitalisation',
    fr: 'Chef de projet informatique transformation numérique',
    es: 'Jefe de proyectos TI de digitalización',
    tags: ['Projektmanagement', 'Scrum'],
    kinds: both,
    salary: [70000, 95000],
    tasks: [
      ['Leitung von Digitalisierungsprojekten', 'Leading digitalisation projects'],
      ['Budget- und Terminplanung', 'Planning budgets and schedules'],
      ['Steuerung externer Dienstleister', 'Managing external service providers'],
    ],
    requirements: [
      ['Erfahrung in der Leitung von IT-Projekten', 'Experience leading IT projects'],
      ['Zertifizierung nach PMP, PRINCE2 oder Scrum', 'PMP, PRINCE2 or Scrum certification'],
      ['Kommunikationsstärke', 'Strong communication skills'],
    ],
  },
  {
    areaId: 2,
    de: 'Sachbearbeiter Buchhaltung',
    en: 'Accounting Clerk',
    fr: 'Assistant comptable',
    es: 'Administrativo contable',
    tags: ['Buchhaltung', 'DATEV'],
    kinds: job,
    salary: [38000, 48000],
    tasks: [
      ['Kreditoren- und Debitorenbuchhaltung', 'Accounts payable and receivable'],
      ['Vorbereitung der Monatsabschlüsse', 'Preparing monthly closings'],
      ['Zahlungsverkehr und Mahnwesen', 'Payments and dunning'],
    ],
    requirements: [
      ['Kaufmännische Ausbildung mit Schwerpunkt Buchhaltung', 'Commercial training with a focus on accounting'],
      ['Sicherer Umgang mit DATEV', 'Confident use of DATEV'],
      ['Genauigkeit und Zuverlässigkeit', 'Accuracy and reliability'],
    ],
  },
  {
    areaId: 2,
    de: 'Personalreferent',
    en: 'HR Generalist',
    fr: 'Chargé des ressources humaines',
    es: 'Técnico de recursos humanos',
    tags: ['HR', 'Personal'],
    kinds: job,
    salary: [46000, 60000],
    tasks: [
      ['Betreuung der Mitarbeitenden in allen personalrelevanten Fragen', 'Supporting employees in all HR matters'],
      ['Erstellung von Arbeitsverträgen und Zeugnissen', 'Drafting contracts and references'],
      ['Mitwirkung im Recruiting', 'Contributing to recruiting'],
    ],
    requirements: [
      ['Studium mit Schwerpunkt Personal', 'Degree with a focus on HR'],
      ['Kenntnisse im Arbeitsrecht', 'Knowledge of labour law'],
      ['Empathie und Diskretion', 'Empathy and discretion'],
    ],
  },
  {
    areaId: 2,
    de: 'Recruiter',
    en: 'Recruiter',
    fr: 'Chargé de recrutement',
    es: 'Técnico de selección',
    tags: ['Recruiting', 'Active Sourcing'],
    kinds: job,
    salary: [44000, 58000],
    tasks: [
      ['Ansprache von Kandidatinnen und Kandidaten', 'Approaching candidates'],
      ['Führen von Interviews', 'Conducting interviews'],
      ['Beratung der Fachbereiche', 'Advising hiring managers'],
    ],
    requirements: [
      ['Erfahrung im Recruiting oder Vertrieb', 'Experience in recruiting or sales'],
      ['Sicherer Umgang mit LinkedIn und Xing', 'Confident use of LinkedIn and Xing'],
      ['Überzeugendes Auftreten', 'Convincing manner'],
    ],
  },
  {
    areaId: 2,
    de: 'Kaufmännischer Mitarbeiter Einkauf',
    en: 'Purchasing Assistant',
    fr: 'Assistant achats',
    es: 'Administrativo de compras',
    tags: ['Einkauf', 'SAP MM'],
    kinds: job,
    salary: [40000, 52000],
    tasks: [
      ['Bestellabwicklung und Terminverfolgung', 'Processing orders and tracking deliveries'],
      ['Einholen und Vergleichen von Angeboten', 'Requesting and comparing quotes'],
      ['Pflege von Stammdaten in SAP MM', 'Maintaining master data in SAP MM'],
    ],
    requirements: [
      ['Kaufmännische Ausbildung', 'Commercial training'],
      ['Erste Erfahrung im Einkauf', 'First experience in purchasing'],
      ['Gute MS-Office-Kenntnisse', 'Good MS Office skills'],
    ],
  },
  {
    areaId: 3,
    de: 'Fachkraft für Lagerlogistik',
    en: 'Warehouse Logistics Specialist',
    fr: 'Agent logistique d’entrepôt',
    es: 'Técnico de logística de almacén',
    tags: ['Lager', 'Stapler'],
    kinds: job,
    salary: [32000, 40000],
    tasks: [
      ['Warenannahme und Einlagerung', 'Receiving and storing goods'],
      ['Kommissionierung mit Scannern', 'Order picking with scanners'],
      ['Verladung und Versand', 'Loading and dispatch'],
    ],
    requirements: [
      ['Ausbildung als Fachkraft für Lagerlogistik', 'Training as a warehouse logistics specialist'],
      ['Staplerschein', 'Forklift licence'],
      ['Bereitschaft zur Schichtarbeit', 'Willingness to work shifts'],
    ],
  },
  {
    areaId: 3,
    de: 'Disponent Spedition',
    en: 'Freight Dispatcher',
    fr: 'Affréteur transport',
    es: 'Planificador de transportes',
    tags: ['Disposition', 'Transport'],
    kinds: job,
    salary: [38000, 50000],
    tasks: [
      ['Planung und Steuerung von Transporten', 'Planning and controlling transports'],
      ['Kommunikation mit Fahrern und Kunden', 'Communicating with drivers and customers'],
      ['Kalkulation von Frachtraten', 'Calculating freight rates'],
    ],
    requirements: [
      ['Ausbildung als Speditionskaufmann', 'Training as a freight forwarding clerk'],
      ['Erfahrung in der Disposition', 'Experience in dispatching'],
      ['Belastbarkeit', 'Ability to work under pressure'],
    ],
  },
  {
    areaId: 3,
    de: 'Berufskraftfahrer CE',
    en: 'Truck Driver CE',
    fr: 'Chauffeur poids lourd CE',
    es: 'Conductor profesional CE',
    tags: ['Fahrer', 'CE'],
    kinds: job,
    salary: [34000, 42000],
    tasks: [
      ['Auslieferung im Nahverkehr', 'Regional deliveries'],
      ['Be- und Entladen', 'Loading and unloading'],
      ['Fahrzeugkontrolle vor Fahrtantritt', 'Vehicle checks before departure'],
    ],
    requirements: [
      ['Führerschein Klasse CE mit Modulen 95', 'CE driving licence with code 95'],
      ['Fahrerkarte', 'Driver card'],
      ['Zuverlässigkeit', 'Reliability'],
    ],
  },
  {
    areaId: 4,
    de: 'Industriemechaniker',
    en: 'Industrial Mechanic',
    fr: 'Mécanicien industriel',
    es: 'Mecánico industrial',
    tags: ['Mechanik', 'Instandhaltung'],
    kinds: job,
    salary: [36000, 46000],
    tasks: [
      ['Montage von Maschinen und Anlagen', 'Assembling machines and plants'],
      ['Wartung und Reparatur', 'Maintenance and repair'],
      ['Lesen technischer Zeichnungen', 'Reading technical drawings'],
    ],
    requirements: [
      ['Ausbildung als Industriemechaniker', 'Training as an industrial mechanic'],
      ['Handwerkliches Geschick', 'Manual dexterity'],
      ['Teamfähigkeit', 'Team spirit'],
    ],
  },
  {
    areaId: 4,
    de: 'Schweißer WIG/MAG',
    en: 'Welder TIG/MAG',
    fr: 'Soudeur TIG/MAG',
    es: 'Soldador TIG/MAG',
    tags: ['Schweißen', 'WIG'],
    kinds: job,
    salary: [35000, 45000],
    tasks: [
      ['Schweißen von Baugruppen aus Stahl und Edelstahl', 'Welding steel and stainless-steel assemblies'],
      ['Prüfung der Schweißnähte', 'Inspecting welds'],
      ['Vorbereitung der Werkstücke', 'Preparing workpieces'],
    ],
    requirements: [
      ['Gültige Schweißerprüfung', 'Valid welding certificate'],
      ['Erfahrung im WIG- und MAG-Schweißen', 'Experience in TIG and MAG welding'],
      ['Sorgfalt', 'Diligence'],
    ],
  },
  {
    areaId: 4,
    de: 'Produktionsmitarbeiter',
    en: 'Production Operator',
    fr: 'Opérateur de production',
    es: 'Operario de producción',
    tags: ['Produktion', 'Schicht'],
    kinds: job,
    salary: [30000, 37000],
    tasks: [
      ['Bedienung von Produktionsanlagen', 'Operating production lines'],
      ['Qualitätskontrolle der Produkte', 'Checking product quality'],
      ['Verpackung und Dokumentation', 'Packaging and documentation'],
    ],
    requirements: [
      ['Erste Erfahrung in der Produktion', 'First experience in production'],
      ['Bereitschaft zur Schichtarbeit', 'Willingness to work shifts'],
      ['Gute Deutschkenntnisse', 'Good German skills'],
    ],
  },
  {
    areaId: 4,
    de: 'CNC-Fräser',
    en: 'CNC Milling Machinist',
    fr: 'Fraiseur CNC',
    es: 'Fresador CNC',
    tags: ['CNC', 'Heidenhain'],
    kinds: job,
    salary: [37000, 47000],
    tasks: [
      ['Einrichten und Bedienen von CNC-Fräsmaschinen', 'Setting up and operating CNC milling machines'],
      ['Programmierung mit Heidenhain', 'Programming with Heidenhain'],
      ['Messen und Prüfen der Teile', 'Measuring and inspecting parts'],
    ],
    requirements: [
      ['Ausbildung als Zerspanungsmechaniker', 'Training as a cutting machine operator'],
      ['Erfahrung mit Heidenhain oder Siemens', 'Experience with Heidenhain or Siemens'],
      ['Präzises Arbeiten', 'Precise work'],
    ],
  },
  {
    areaId: 5,
    de: 'Pflegefachkraft',
    en: 'Registered Nurse',
    fr: 'Infirmier diplômé d’État',
    es: 'Enfermero titulado',
    tags: ['Pflege', 'Klinik'],
    kinds: job,
    salary: [40000, 52000],
    tasks: [
      ['Grund- und Behandlungspflege', 'Basic and medical nursing care'],
      ['Pflegedokumentation', 'Care documentation'],
      ['Begleitung der Visiten', 'Accompanying ward rounds'],
    ],
    requirements: [
      ['Examen als Pflegefachkraft', 'Qualified nurse'],
      ['Empathie und Belastbarkeit', 'Empathy and resilience'],
      ['Bereitschaft zu Wechselschichten', 'Willingness to work rotating shifts'],
    ],
  },
  {
    areaId: 5,
    de: 'Medizinischer Fachangestellter',
    en: 'Medical Assistant',
    fr: 'Assistant médical',
    es: 'Auxiliar médico',
    tags: ['Praxis', 'Medizin'],
    kinds: job,
    salary: [32000, 40000],
    tasks: [
      ['Patientenempfang und Terminvergabe', 'Receiving patients and scheduling appointments'],
      ['Assistenz bei Untersuchungen', 'Assisting with examinations'],
      ['Abrechnung nach EBM und GOÄ', 'Billing according to EBM and GOÄ'],
    ],
    requirements: [
      ['Ausbildung als MFA', 'Training as a medical assistant'],
      ['Freundliches Auftreten', 'Friendly manner'],
      ['Organisationstalent', 'Organisational talent'],
    ],
  },
  {
    areaId: 6,
    de: 'Bauleiter Hochbau',
    en: 'Site Manager Building Construction',
    fr: 'Conducteur de travaux bâtiment',
    es: 'Jefe de obra de edificación',
    tags: ['Bauleitung', 'Hochbau'],
    kinds: both,
    salary: [60000, 80000],
    tasks: [
      ['Leitung von Bauvorhaben im Hochbau', 'Managing building construction projects'],
      ['Koordination der Nachunternehmer', 'Coordinating subcontractors'],
      ['Kosten- und Terminkontrolle', 'Cost and schedule control'],
    ],
    requirements: [
      ['Studium des Bauingenieurwesens', 'Degree in civil engineering'],
      ['Mehrjährige Erfahrung als Bauleiter', 'Several years of experience as a site manager'],
      ['Durchsetzungsvermögen', 'Assertiveness'],
    ],
  },
  {
    areaId: 6,
    de: 'Architekt Ausführungsplanung',
    en: 'Architect Construction Documentation',
    fr: 'Architecte études d’exécution',
    es: 'Arquitecto de proyecto de ejecución',
    tags: ['Architektur', 'BIM', 'Revit'],
    kinds: both,
    salary: [52000, 68000],
    tasks: [
      ['Ausführungs- und Detailplanung', 'Construction and detail design'],
      ['Arbeiten im BIM-Modell mit Revit', 'Working in the BIM model with Revit'],
      ['Abstimmung mit Fachplanern', 'Coordinating with specialist planners'],
    ],
    requirements: [
      ['Studium der Architektur', 'Degree in architecture'],
      ['Sicherer Umgang mit Revit oder ArchiCAD', 'Confident use of Revit or ArchiCAD'],
      ['Kenntnisse der HOAI', 'Knowledge of HOAI'],
    ],
  },
];

export const INTROS: [string, string][] = [
  [
    'Sie suchen eine Aufgabe, bei der Sie wirklich etwas bewegen? {company} begleitet seit vielen Jahren namhafte Kunden aus Industrie und Mittelstand. Für unseren Standort {city} suchen wir Sie als {title}.',
    'Looking for a role where you can really make a difference? For many years {company} has supported well-known clients from industry and medium-sized businesses. For our location in {city} we are looking for you as {title}.',
  ],
  [
    'Gestalten Sie mit uns die Zukunft! Als {title} in {city} arbeiten Sie an spannenden Vorhaben und entwickeln sich fachlich wie persönlich weiter.',
    'Shape the future with us! As {title} in {city} you will work on exciting assignments and grow both professionally and personally.',
  ],
  [
    '{company} steht für Verlässlichkeit, Fairness und echte Perspektiven. Verstärken Sie unser Team in {city} ab sofort als {title}.',
    '{company} stands for reliability, fairness and real prospects. Join our team in {city} as {title} starting now.',
  ],
  [
    'Unser Kunde, ein erfolgreiches Unternehmen in der Region {city}, sucht Unterstützung. Wir freuen uns auf Ihre Bewerbung als {title}.',
    'Our client, a successful company in the {city} area, is looking for support. We look forward to receiving your application as {title}.',
  ],
];

export const PROJECT_INTROS: [string, string][] = [
  [
    'Für ein Projekt bei einem unserer Kunden in {city} suchen wir einen erfahrenen Freelancer als {title}. Projektstart ist der {start}, die Laufzeit beträgt voraussichtlich {weeks} Wochen.',
    'For a project with one of our clients in {city} we are looking for an experienced freelancer as {title}. The project starts on {start} and is expected to run for {weeks} weeks.',
  ],
  [
    'Projektanfrage: {title} in {city}, Start {start}, Auslastung 100 %, Remote-Anteil nach Absprache. Sie bringen Erfahrung mit und möchten kurzfristig einsteigen?',
    'Project request: {title} in {city}, start {start}, full-time utilisation, remote share by arrangement. You bring experience and want to start at short notice?',
  ],
];

export const BENEFITS: [string, string][] = [
  ['Unbefristeter Arbeitsvertrag', 'Permanent employment contract'],
  ['30 Tage Urlaub', '30 days of annual leave'],
  ['Flexible Arbeitszeiten und Gleitzeitkonto', 'Flexible working hours and flexitime account'],
  ['Bis zu drei Tage mobiles Arbeiten pro Woche', 'Up to three days of remote work per week'],
  ['Betriebliche Altersvorsorge mit Arbeitgeberzuschuss', 'Company pension scheme with employer contribution'],
  ['Jobrad und Deutschlandticket', 'Job bike leasing and Germany-wide public transport ticket'],
  ['Individuelle Weiterbildung in unserer Akademie', 'Individual training in our academy'],
  ['Moderne Ausstattung mit Laptop und Smartphone', 'Modern equipment with laptop and smartphone'],
  ['Urlaubs- und Weihnachtsgeld', 'Holiday and Christmas bonus'],
  ['Corporate Benefits und Mitarbeiterrabatte', 'Corporate benefits and employee discounts'],
  ['Übertarifliche Bezahlung', 'Pay above the collective agreement'],
  ['Strukturierte Einarbeitung mit Patenprogramm', 'Structured onboarding with a buddy programme'],
];

export const PROJECT_BENEFITS: [string, string][] = [
  ['Attraktiver Stundensatz', 'Attractive hourly rate'],
  ['Pünktliche Zahlung innerhalb von 14 Tagen', 'Punctual payment within 14 days'],
  ['Persönliche Betreuung durch Ihr Projektteam', 'Personal support from your project team'],
  ['Option auf Verlängerung', 'Option to extend'],
  ['Remote-Anteil nach Absprache', 'Remote share by arrangement'],
];

export const OUTROS: [string, string][] = [
  [
    'Klingt spannend? Dann freuen wir uns auf Ihre Bewerbung unter Angabe Ihrer Gehaltsvorstellung und Ihres frühestmöglichen Eintrittstermins. {contact} beantwortet Ihre Fragen gern telefonisch.',
    'Sounds exciting? Then we look forward to your application, including your salary expectations and earliest possible start date. {contact} will be happy to answer your questions by phone.',
  ],
  [
    'Bewerben Sie sich jetzt online – es dauert nur wenige Minuten. Wir melden uns innerhalb von 48 Stunden bei Ihnen.',
    'Apply online now – it only takes a few minutes. We will get back to you within 48 hours.',
  ],
  [
    'Wir schätzen Vielfalt und freuen uns über alle Bewerbungen – unabhängig von Geschlecht, Nationalität, ethnischer und sozialer Herkunft, Religion, Behinderung, Alter und sexueller Identität.',
    'We value diversity and welcome all applications – regardless of gender, nationality, ethnic and social origin, religion, disability, age and sexual identity.',
  ],
];

/**
 * German texts with informal address ('du') for companies whose voice is informal (Brightwork, brand B): the same
 * entries as INTROS / OUTROS (index for index) and the section headlines. English has one form.
 */
export const INTROS_DU: string[] = [
  'Du suchst eine Aufgabe, bei der du wirklich etwas bewegst? {company} begleitet seit vielen Jahren namhafte Kunden aus Industrie und Mittelstand. Für unseren Standort {city} suchen wir dich als {title}.',
  'Gestalte mit uns die Zukunft! Als {title} in {city} arbeitest du an spannenden Vorhaben und entwickelst dich fachlich wie persönlich weiter.',
  '{company} steht für Verlässlichkeit, Fairness und echte Perspektiven. Verstärke unser Team in {city} ab sofort als {title}.',
  'Unser Kunde, ein erfolgreiches Unternehmen in der Region {city}, sucht Unterstützung. Wir freuen uns auf deine Bewerbung als {title}.',
];

export const OUTROS_DU: string[] = [
  'Klingt spannend? Dann freuen wir uns auf deine Bewerbung mit deiner Gehaltsvorstellung und deinem frühestmöglichen Starttermin. {contact} beantwortet deine Fragen gern telefonisch.',
  'Bewirb dich jetzt online – es dauert nur wenige Minuten. Wir melden uns innerhalb von 48 Stunden bei dir.',
  'Wir schätzen Vielfalt und freuen uns über alle Bewerbungen – unabhängig von Geschlecht, Nationalität, ethnischer und sozialer Herkunft, Religion, Behinderung, Alter und sexueller Identität.',
];

export const HEADLINES_DE = {
  formal: {
    tasks: 'Ihre Aufgaben',
    benefits: 'Das bieten wir Ihnen',
    projectBenefits: 'Ihre Vorteile',
    requirements: 'Ihr Profil',
  },
  informal: {
    tasks: 'Deine Aufgaben',
    benefits: 'Das bieten wir dir',
    projectBenefits: 'Deine Vorteile',
    requirements: 'Dein Profil',
  },
} as const;

export const FIRST_NAMES = [
  'Anna',
  'Lukas',
  'Sophie',
  'Jonas',
  'Marie',
  'Felix',
  'Laura',
  'Maximilian',
  'Julia',
  'Paul',
  'Lena',
  'Tobias',
  'Katharina',
  'Stefan',
  'Sarah',
  'Michael',
  'Hannah',
  'David',
  'Lea',
  'Florian',
  'Nina',
  'Sebastian',
  'Carina',
  'Matthias',
];
export const LAST_NAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Huber',
];
export const CONTACT_FUNCTIONS: [string, string][] = [
  ['Recruiterin', 'Recruiter'],
  ['Personalberater', 'Recruitment Consultant'],
  ['Teamleitung Recruiting', 'Recruiting Team Lead'],
  ['Niederlassungsleitung', 'Branch Manager'],
  ['Projektkoordination', 'Project Coordinator'],
];
