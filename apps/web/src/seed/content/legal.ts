/**
 * Privacy statement and legal notice (Impressum) for the demo sites, built from each company's (fictional)
 * particulars so the four sites share one carefully worded text per language instead of four drifting copies.
 * Plain data in, `SeedPage` out; only the HTML subset of `types.ts` is used.
 */
import type { Lang, Localized, SeedPage } from './types.ts';

export interface LegalEntity {
  /** Brand name, e.g. 'Kestrel Engineering'. */
  siteName: string;
  legalName: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  email: string;
  /** Privacy contact, e.g. datenschutz@… */
  privacyEmail: string;
  /** Web address without scheme, e.g. 'www.kestrel-engineering.example'. */
  web: string;
  registerCourt: string;
  registerNumber: string;
  vatId: string;
  /** 'board' for an SE/AG (Vorstand), 'directors' for a GmbH (Geschäftsführung). */
  managementKind: 'board' | 'directors';
  management: string[];
  /** The member of `management` who chairs it (labelled per language). */
  managementChair?: string;
  supervisoryBoardChair?: string;
  /** External data protection officer. */
  dpo: { name: string; company: string; email: string };
  /** Competent data protection supervisory authority (official German name and address). */
  authority: { name: string; address: string };
  /** Permit for temporary agency work (Arbeitnehmerüberlassung), if the company holds one. */
  agencyPermit?: { authority: string; date: Localized };
  /** Person responsible for editorial content (§ 18 (2) MStV). */
  editor: string;
  /** German informal address ('du') in the German texts where the reader is addressed. */
  du?: boolean;
  /** Extra processing the site performs (e.g. freelancer profiles). */
  freelancers?: boolean;
}

const STAND: Record<Lang, string> = {
  de: 'Stand: November 2026',
  en: 'Last updated: November 2026',
  fr: 'Dernière mise à jour : novembre 2026',
  es: 'Última actualización: noviembre de 2026',
};

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const mail = (e: string) => `<a href="mailto:${e}">${e}</a>`;
const tel = (p: string) => `<a href="tel:${p.replace(/[^+\d]/g, '')}">${p}</a>`;
const web = (w: string) => `<a href="https://${w}">${w}</a>`;

/* ------------------------------------------------------------------ privacy */

function privacyDe(e: LegalEntity): string {
  const du = !!e.du;
  const you = du ? 'du' : 'Sie';
  const You = du ? 'Du' : 'Sie';
  const your = du ? 'deine' : 'Ihre';
  const Your = du ? 'Deine' : 'Ihre';
  const yours = du ? 'dein' : 'Ihr';
  const have = du ? 'hast' : 'haben';
  const can = du ? 'kannst' : 'können';
  const you_dat = du ? 'dir' : 'Ihnen';
  return `
<p>Der Schutz personenbezogener Daten ist uns ein wichtiges Anliegen. Nachfolgend informieren wir gemäß Art. 13 und 14 der Datenschutz-Grundverordnung (DSGVO) darüber, welche Daten wir beim Besuch dieser Website und bei der Nutzung unserer Angebote verarbeiten, zu welchen Zwecken und auf welcher Rechtsgrundlage dies geschieht und welche Rechte ${you_dat} zustehen.</p>
<h2>1. Verantwortlicher</h2>
<p>Verantwortlich für die Datenverarbeitung auf dieser Website ist die <strong>${e.legalName}</strong>, ${e.street}, ${e.zip} ${e.city}, Deutschland, Telefon ${tel(e.phone)}, E-Mail ${mail(e.email)}.</p>
<h2>2. Datenschutzbeauftragter</h2>
<p>Wir haben einen externen Datenschutzbeauftragten bestellt: ${e.dpo.name}, ${esc(e.dpo.company)}. ${You} erreich${du ? 'st' : 'en'} ihn unter ${mail(e.dpo.email)} oder unter unserer Postanschrift mit dem Zusatz „Datenschutzbeauftragter“.</p>
<h2>3. Bereitstellung der Website und Server-Logdateien</h2>
<p>Bei jedem Aufruf dieser Website erfasst unser Hosting-Dienstleister automatisch Informationen, die der Browser übermittelt: IP-Adresse (gekürzt nach sieben Tagen), Datum und Uhrzeit des Zugriffs, aufgerufene Seite, übertragene Datenmenge, Referrer-URL, Browsertyp und Betriebssystem. Die Verarbeitung ist erforderlich, um die Website auszuliefern und ihre Sicherheit und Stabilität zu gewährleisten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. f DSGVO; unser berechtigtes Interesse liegt im sicheren und fehlerfreien Betrieb. Die Logdateien werden nach spätestens 14 Tagen gelöscht, sofern sie nicht zur Aufklärung eines Sicherheitsvorfalls benötigt werden.</p>
<p>Die Website wird in Rechenzentren innerhalb der Europäischen Union betrieben. Mit dem Hosting-Dienstleister besteht ein Vertrag zur Auftragsverarbeitung nach Art. 28 DSGVO.</p>
<h2>4. Cookies und Einwilligungsverwaltung</h2>
<p>Wir verwenden technisch notwendige Cookies, etwa um ${your} Datenschutz-Einstellungen zu speichern (Cookie „meridian_cookie_consent“, Speicherdauer 365 Tage). Rechtsgrundlage ist § 25 Abs. 2 Nr. 2 TDDDG in Verbindung mit Art. 6 Abs. 1 lit. f DSGVO.</p>
<p>Alle weiteren Dienste – Karten, Videos, Podcasts, Webanalyse und Marketing – werden erst geladen, wenn ${you} im Cookie-Dialog eingewilligt ${have} (§ 25 Abs. 1 TDDDG, Art. 6 Abs. 1 lit. a DSGVO). ${Your} Einwilligung ${can} ${you} jederzeit mit Wirkung für die Zukunft über den Link „Cookie-Einstellungen“ im Fußbereich jeder Seite widerrufen oder anpassen.</p>
<ul>
<li><strong>Essenziell:</strong> Einwilligungsspeicher, Content-Delivery-Network, Schnittstelle der Job- und Projektsuche, Webschriften (lokal ausgeliefert), CRM-Vertriebsdienst für Kontaktanfragen.</li>
<li><strong>Funktional:</strong> Kartendienst für Standortkarten und Routenplanung, Verfügbarkeitsüberwachung, Videoplattform, Podcast-Player, Webanalyse und Analyse-Signale.</li>
<li><strong>Marketing:</strong> Werbedienst zur Erfolgsmessung von Stellenanzeigen sowie Marketing-Automatisierung.</li>
</ul>
<h2>5. Kontaktaufnahme</h2>
<p>Wenn ${you} uns per E-Mail, Telefon oder über ein Kontaktformular ${du ? 'schreibst' : 'schreiben'}, verarbeiten wir die angegebenen Daten (in der Regel Name, Kontaktdaten und Inhalt der Anfrage), um das Anliegen zu bearbeiten. Rechtsgrundlage ist Art. 6 Abs. 1 lit. b DSGVO, soweit die Anfrage auf einen Vertrag zielt, im Übrigen Art. 6 Abs. 1 lit. f DSGVO. Die Daten werden gelöscht, sobald die Anfrage abschließend beantwortet ist und keine gesetzlichen Aufbewahrungspflichten entgegenstehen.</p>
<h2>6. Bewerbungen, Jobsuche${e.freelancers ? ' und Freelancer-Profile' : ''}</h2>
<p>Für die Suche nach Stellenangeboten ${e.freelancers ? 'und Projekten ' : ''}werden Suchbegriff, Ort und Umkreis an unsere Suchschnittstelle übermittelt; ein Personenbezug wird dabei nicht hergestellt. Wenn ${you} ${du ? 'dich bewirbst' : 'sich bewerben'}, verarbeiten wir ${your} Bewerbungsunterlagen zur Durchführung des Bewerbungsverfahrens bzw. zur Vermittlung an unsere Kundenunternehmen (Art. 6 Abs. 1 lit. b DSGVO, § 26 BDSG). Eine Weitergabe an Kundenunternehmen erfolgt nur mit ${your === 'deine' ? 'deiner' : 'Ihrer'} ausdrücklichen Zustimmung im Einzelfall.</p>
<p>Kommt kein Beschäftigungsverhältnis zustande, löschen wir die Unterlagen sechs Monate nach Abschluss des Verfahrens. Mit ${your === 'deine' ? 'deiner' : 'Ihrer'} Einwilligung nehmen wir ${yours === 'dein' ? 'dein' : 'Ihr'} Profil in unseren Talentpool auf und speichern es für bis zu 24 Monate.${e.freelancers ? ' Freelancer-Profile speichern wir, solange das Nutzerkonto besteht; es kann jederzeit gelöscht werden.' : ''}</p>
<h2>7. Karten, Videos und Webanalyse</h2>
<p>Nach ${your === 'deine' ? 'deiner' : 'Ihrer'} Einwilligung binden wir einen Kartendienst ein, der Standortkarten anzeigt und Adressen geokodiert; dabei werden ${your} IP-Adresse und der Kartenausschnitt an den Anbieter übertragen. Eingebettete Videos laden wir im erweiterten Datenschutzmodus und erst nach Klick auf den Platzhalter.</p>
<p>Zur Webanalyse setzen wir – ebenfalls nur nach Einwilligung – einen Analysedienst ein, der pseudonyme Nutzungsprofile erstellt (aufgerufene Seiten, Scrolltiefe, Downloads, Interaktionen mit Stellenangeboten). E-Mail-Adressen werden vor der Übermittlung maskiert, IP-Adressen gekürzt. Soweit Anbieter ihren Sitz außerhalb der EU haben, erfolgt die Übermittlung auf Grundlage eines Angemessenheitsbeschlusses der EU-Kommission oder der Standardvertragsklauseln (Art. 45, 46 DSGVO).</p>
<h2>8. Empfänger</h2>
<p>Innerhalb der Unternehmensgruppe erhalten nur die Stellen Zugriff auf personenbezogene Daten, die sie zur Erfüllung der genannten Zwecke benötigen. Externe Dienstleister (Hosting, IT-Betrieb, Analyse- und Kartendienste) sind vertraglich gebunden und verarbeiten die Daten ausschließlich nach unseren Weisungen.</p>
<h2>9. ${Your} Rechte</h2>
<p>${You} ${have} das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18), Datenübertragbarkeit (Art. 20) sowie das Recht, eine erteilte Einwilligung jederzeit zu widerrufen (Art. 7 Abs. 3 DSGVO).</p>
<p><strong>Widerspruchsrecht:</strong> Soweit wir Daten auf Grundlage von Art. 6 Abs. 1 lit. f DSGVO verarbeiten, ${can} ${you} aus Gründen, die sich aus ${your === 'deine' ? 'deiner' : 'Ihrer'} besonderen Situation ergeben, jederzeit Widerspruch einlegen (Art. 21 DSGVO).</p>
<p>Eine formlose Nachricht an ${mail(e.privacyEmail)} genügt. Außerdem ${can} ${you} ${du ? 'dich' : 'sich'} bei einer Datenschutz-Aufsichtsbehörde beschweren. Für uns zuständig ist: ${e.authority.name}, ${e.authority.address}.</p>
<h2>10. Datensicherheit und Änderungen</h2>
<p>Diese Website ist durchgehend TLS-verschlüsselt. Wir passen diese Datenschutzerklärung an, wenn sich unsere Angebote oder die Rechtslage ändern; es gilt jeweils die hier veröffentlichte Fassung.</p>
<p><em>${STAND.de}</em></p>`;
}

function privacyEn(e: LegalEntity): string {
  return `
<p>We take the protection of your personal data seriously. In accordance with Articles 13 and 14 of the General Data Protection Regulation (GDPR), this statement explains which data we process when you visit this website and use our services, for what purposes and on what legal basis, and which rights you have.</p>
<h2>1. Controller</h2>
<p>The controller responsible for data processing on this website is <strong>${e.legalName}</strong>, ${e.street}, ${e.zip} ${e.city}, Germany, phone ${tel(e.phone)}, e-mail ${mail(e.email)}.</p>
<h2>2. Data protection officer</h2>
<p>We have appointed an external data protection officer: ${e.dpo.name}, ${esc(e.dpo.company)}. You can reach them at ${mail(e.dpo.email)} or at our postal address marked “Data protection officer”.</p>
<h2>3. Hosting and server log files</h2>
<p>Each time this website is accessed, our hosting provider automatically records information transmitted by your browser: IP address (truncated after seven days), date and time of access, page requested, amount of data transferred, referrer URL, browser type and operating system. This is necessary to deliver the website and to ensure its security and stability. The legal basis is Art. 6(1)(f) GDPR; our legitimate interest lies in the secure and error-free operation of the site. Log files are deleted after 14 days at the latest unless they are needed to investigate a security incident.</p>
<p>The website is hosted in data centres within the European Union. A data processing agreement pursuant to Art. 28 GDPR is in place with the hosting provider.</p>
<h2>4. Cookies and consent management</h2>
<p>We use technically necessary cookies, for example to store your privacy settings (cookie “meridian_cookie_consent”, stored for 365 days). The legal basis is Section 25(2) no. 2 of the German Telecommunications Digital Services Data Protection Act (TDDDG) in conjunction with Art. 6(1)(f) GDPR.</p>
<p>All other services – maps, videos, podcasts, web analytics and marketing – are only loaded once you have given your consent in the cookie dialog (Section 25(1) TDDDG, Art. 6(1)(a) GDPR). You can withdraw or change your consent at any time with effect for the future via the “Cookie settings” link in the footer of every page.</p>
<ul>
<li><strong>Essentials:</strong> consent storage, content delivery network, job and project search API, web fonts (served locally), CRM sales service for enquiries.</li>
<li><strong>Functional:</strong> map service for location maps and route planning, uptime monitoring, video platform, podcast player, web analytics and analytics signals.</li>
<li><strong>Marketing:</strong> ads service for measuring the performance of job advertisements, and marketing automation.</li>
</ul>
<h2>5. Contacting us</h2>
<p>If you contact us by e-mail, phone or a contact form, we process the data you provide (usually your name, contact details and the content of your enquiry) in order to handle your request. The legal basis is Art. 6(1)(b) GDPR where the enquiry relates to a contract, and Art. 6(1)(f) GDPR otherwise. The data is deleted once your enquiry has been fully answered, unless statutory retention obligations apply.</p>
<h2>6. Applications, job search${e.freelancers ? ' and freelancer profiles' : ''}</h2>
<p>When you search for jobs${e.freelancers ? ' or projects' : ''}, the keyword, location and radius are sent to our search API; no link to your person is made. When you apply, we process your application documents in order to carry out the application procedure or to place you with our client companies (Art. 6(1)(b) GDPR, Section 26 of the German Federal Data Protection Act, BDSG). Your documents are only passed on to a client with your express consent in each individual case.</p>
<p>If no employment relationship results, we delete your documents six months after the procedure has ended. With your consent, we add your profile to our talent pool and keep it for up to 24 months.${e.freelancers ? ' Freelancer profiles are kept for as long as the user account exists; you can delete it at any time.' : ''}</p>
<h2>7. Maps, videos and web analytics</h2>
<p>With your consent we embed a map service that displays location maps and geocodes addresses; your IP address and the map section are transmitted to the provider. Embedded videos are loaded in privacy-enhanced mode and only after you click the placeholder.</p>
<p>For web analytics we use – again only with your consent – an analytics service that creates pseudonymous usage profiles (pages viewed, scroll depth, downloads, interactions with job offers). E-mail addresses are masked before transmission and IP addresses are truncated. Where providers are based outside the EU, data is transferred on the basis of an adequacy decision of the European Commission or standard contractual clauses (Art. 45, 46 GDPR).</p>
<h2>8. Recipients</h2>
<p>Within the group of companies, only those departments that need personal data for the purposes described have access to it. External service providers (hosting, IT operations, analytics and map services) are bound by contract and process the data solely on our instructions.</p>
<h2>9. Your rights</h2>
<p>You have the right of access (Art. 15 GDPR), rectification (Art. 16), erasure (Art. 17), restriction of processing (Art. 18) and data portability (Art. 20), as well as the right to withdraw any consent you have given at any time (Art. 7(3) GDPR).</p>
<p><strong>Right to object:</strong> Where we process data on the basis of Art. 6(1)(f) GDPR, you may object at any time on grounds relating to your particular situation (Art. 21 GDPR).</p>
<p>An informal message to ${mail(e.privacyEmail)} is sufficient. You also have the right to lodge a complaint with a data protection supervisory authority; the authority responsible for us is: ${e.authority.name}, ${e.authority.address}.</p>
<h2>10. Data security and changes</h2>
<p>This website is encrypted with TLS throughout. We update this privacy statement when our services or the legal situation change; the version published here applies.</p>
<p><em>${STAND.en}</em></p>`;
}

function privacyFr(e: LegalEntity): string {
  return `
<p>La protection de vos données personnelles nous tient à cœur. Conformément aux articles 13 et 14 du Règlement général sur la protection des données (RGPD), la présente déclaration vous informe des données que nous traitons lorsque vous consultez ce site et utilisez nos services, des finalités et des bases juridiques de ces traitements ainsi que de vos droits.</p>
<h2>1. Responsable du traitement</h2>
<p>Le responsable du traitement des données sur ce site est <strong>${e.legalName}</strong>, ${e.street}, ${e.zip} ${e.city}, Allemagne, téléphone ${tel(e.phone)}, e-mail ${mail(e.email)}.</p>
<h2>2. Délégué à la protection des données</h2>
<p>Nous avons désigné un délégué externe à la protection des données : ${e.dpo.name}, ${esc(e.dpo.company)}. Vous pouvez le joindre à l’adresse ${mail(e.dpo.email)} ou par courrier à notre adresse postale avec la mention « Délégué à la protection des données ».</p>
<h2>3. Hébergement et fichiers journaux</h2>
<p>À chaque consultation du site, notre hébergeur enregistre automatiquement les informations transmises par votre navigateur : adresse IP (tronquée au bout de sept jours), date et heure de l’accès, page consultée, volume de données transféré, URL de provenance, type de navigateur et système d’exploitation. Ce traitement est nécessaire pour afficher le site et en garantir la sécurité et la stabilité. Il repose sur l’article 6, paragraphe 1, point f) du RGPD ; notre intérêt légitime réside dans l’exploitation sûre et sans erreur du site. Les fichiers journaux sont supprimés au plus tard après 14 jours, sauf s’ils sont nécessaires à l’analyse d’un incident de sécurité.</p>
<p>Le site est hébergé dans des centres de données situés dans l’Union européenne. Un contrat de sous-traitance conforme à l’article 28 du RGPD a été conclu avec l’hébergeur.</p>
<h2>4. Cookies et gestion du consentement</h2>
<p>Nous utilisons des cookies strictement nécessaires, par exemple pour enregistrer vos paramètres de confidentialité (cookie « meridian_cookie_consent », conservé 365 jours). Ce traitement repose sur l’article 25, paragraphe 2, n° 2 de la loi allemande TDDDG, en liaison avec l’article 6, paragraphe 1, point f) du RGPD.</p>
<p>Tous les autres services – cartes, vidéos, podcasts, mesure d’audience et marketing – ne sont chargés qu’après votre consentement dans la fenêtre de gestion des cookies (article 25, paragraphe 1 TDDDG, article 6, paragraphe 1, point a) du RGPD). Vous pouvez retirer ou modifier votre consentement à tout moment, pour l’avenir, via le lien « Paramètres des cookies » en bas de chaque page.</p>
<ul>
<li><strong>Essentiels :</strong> enregistrement du consentement, réseau de diffusion de contenu, interface de recherche d’emplois et de projets, polices web (hébergées localement), service commercial CRM pour les demandes de contact.</li>
<li><strong>Fonctionnels :</strong> service cartographique pour les plans d’accès et le calcul d’itinéraires, surveillance de disponibilité, plateforme vidéo, lecteur de podcasts, mesure d’audience et signaux d’analyse.</li>
<li><strong>Marketing :</strong> service publicitaire pour mesurer l’efficacité des offres d’emploi et automatisation marketing.</li>
</ul>
<h2>5. Prise de contact</h2>
<p>Lorsque vous nous contactez par e-mail, par téléphone ou via un formulaire, nous traitons les données communiquées (en règle générale votre nom, vos coordonnées et le contenu de votre demande) afin d’y répondre. La base juridique est l’article 6, paragraphe 1, point b) du RGPD lorsque la demande vise la conclusion d’un contrat, et l’article 6, paragraphe 1, point f) dans les autres cas. Les données sont supprimées dès que la demande a été entièrement traitée, sous réserve des obligations légales de conservation.</p>
<h2>6. Candidatures, recherche d’emploi${e.freelancers ? ' et profils de freelances' : ''}</h2>
<p>Lors d’une recherche d’offres${e.freelancers ? ' ou de projets' : ''}, le mot-clé, le lieu et le rayon sont transmis à notre interface de recherche, sans lien avec votre personne. Lorsque vous postulez, nous traitons votre dossier de candidature afin de mener la procédure de recrutement ou de vous présenter à nos entreprises clientes (article 6, paragraphe 1, point b) du RGPD, article 26 de la loi fédérale allemande sur la protection des données, BDSG). Votre dossier n’est transmis à un client qu’avec votre accord exprès, au cas par cas.</p>
<p>Si aucune relation de travail n’en résulte, nous supprimons votre dossier six mois après la fin de la procédure. Avec votre consentement, nous intégrons votre profil à notre vivier de talents et le conservons jusqu’à 24 mois.${e.freelancers ? ' Les profils de freelances sont conservés tant que le compte utilisateur existe ; vous pouvez le supprimer à tout moment.' : ''}</p>
<h2>7. Cartes, vidéos et mesure d’audience</h2>
<p>Avec votre consentement, nous intégrons un service cartographique qui affiche des plans et géocode des adresses ; votre adresse IP et la zone de carte affichée sont alors transmises au fournisseur. Les vidéos intégrées sont chargées en mode de confidentialité renforcée et uniquement après un clic sur l’espace réservé.</p>
<p>Pour la mesure d’audience, nous utilisons – là encore uniquement avec votre consentement – un service d’analyse qui établit des profils d’utilisation pseudonymes (pages consultées, profondeur de défilement, téléchargements, interactions avec les offres). Les adresses e-mail sont masquées avant transmission et les adresses IP tronquées. Lorsque des prestataires sont établis hors de l’UE, le transfert repose sur une décision d’adéquation de la Commission européenne ou sur des clauses contractuelles types (articles 45 et 46 du RGPD).</p>
<h2>8. Destinataires</h2>
<p>Au sein du groupe, seuls les services qui en ont besoin pour les finalités décrites ont accès aux données personnelles. Nos prestataires externes (hébergement, exploitation informatique, services d’analyse et de cartographie) sont liés par contrat et traitent les données exclusivement selon nos instructions.</p>
<h2>9. Vos droits</h2>
<p>Vous disposez d’un droit d’accès (article 15 du RGPD), de rectification (article 16), d’effacement (article 17), de limitation du traitement (article 18) et de portabilité (article 20), ainsi que du droit de retirer à tout moment un consentement donné (article 7, paragraphe 3 du RGPD).</p>
<p><strong>Droit d’opposition :</strong> lorsque nous traitons des données sur le fondement de l’article 6, paragraphe 1, point f) du RGPD, vous pouvez vous y opposer à tout moment pour des raisons tenant à votre situation particulière (article 21 du RGPD).</p>
<p>Un simple message à ${mail(e.privacyEmail)} suffit. Vous avez également le droit d’introduire une réclamation auprès d’une autorité de contrôle ; l’autorité compétente pour notre société est : ${e.authority.name}, ${e.authority.address}.</p>
<h2>10. Sécurité des données et modifications</h2>
<p>Ce site est intégralement chiffré en TLS. Nous mettons à jour la présente déclaration lorsque nos services ou le cadre juridique évoluent ; la version publiée ici fait foi.</p>
<p><em>${STAND.fr}</em></p>`;
}

function privacyEs(e: LegalEntity): string {
  return `
<p>La protección de sus datos personales es importante para nosotros. De conformidad con los artículos 13 y 14 del Reglamento General de Protección de Datos (RGPD), a continuación le informamos de qué datos tratamos cuando visita este sitio web y utiliza nuestros servicios, con qué fines y sobre qué base jurídica, así como de los derechos que le asisten.</p>
<h2>1. Responsable del tratamiento</h2>
<p>El responsable del tratamiento de datos en este sitio web es <strong>${e.legalName}</strong>, ${e.street}, ${e.zip} ${e.city}, Alemania, teléfono ${tel(e.phone)}, correo electrónico ${mail(e.email)}.</p>
<h2>2. Delegado de protección de datos</h2>
<p>Hemos designado a un delegado de protección de datos externo: ${e.dpo.name}, ${esc(e.dpo.company)}. Puede ponerse en contacto con él en ${mail(e.dpo.email)} o en nuestra dirección postal, con la indicación «Delegado de protección de datos».</p>
<h2>3. Alojamiento y archivos de registro del servidor</h2>
<p>Cada vez que se accede a este sitio web, nuestro proveedor de alojamiento registra automáticamente la información que transmite su navegador: dirección IP (truncada a los siete días), fecha y hora del acceso, página solicitada, volumen de datos transferido, URL de referencia, tipo de navegador y sistema operativo. Este tratamiento es necesario para mostrar el sitio web y garantizar su seguridad y estabilidad. La base jurídica es el artículo 6, apartado 1, letra f) del RGPD; nuestro interés legítimo reside en el funcionamiento seguro y sin errores del sitio. Los archivos de registro se eliminan a más tardar a los 14 días, salvo que sean necesarios para investigar un incidente de seguridad.</p>
<p>El sitio web se aloja en centros de datos situados en la Unión Europea. Con el proveedor de alojamiento existe un contrato de encargo del tratamiento conforme al artículo 28 del RGPD.</p>
<h2>4. Cookies y gestión del consentimiento</h2>
<p>Utilizamos cookies técnicamente necesarias, por ejemplo para guardar su configuración de privacidad (cookie «meridian_cookie_consent», conservada durante 365 días). La base jurídica es el artículo 25, apartado 2, n.º 2 de la ley alemana TDDDG, en relación con el artículo 6, apartado 1, letra f) del RGPD.</p>
<p>Todos los demás servicios –mapas, vídeos, pódcasts, analítica web y marketing– solo se cargan después de que usted haya dado su consentimiento en el cuadro de diálogo de cookies (artículo 25, apartado 1 TDDDG; artículo 6, apartado 1, letra a) del RGPD). Puede retirar o modificar su consentimiento en cualquier momento, con efectos para el futuro, mediante el enlace «Configuración de cookies» situado en el pie de cada página.</p>
<ul>
<li><strong>Esenciales:</strong> registro del consentimiento, red de distribución de contenidos, interfaz de búsqueda de empleos y proyectos, fuentes web (servidas localmente), servicio comercial CRM para consultas.</li>
<li><strong>Funcionales:</strong> servicio de mapas para planos de ubicación y cálculo de rutas, supervisión de disponibilidad, plataforma de vídeo, reproductor de pódcasts, analítica web y señales de analítica.</li>
<li><strong>Marketing:</strong> servicio publicitario para medir la eficacia de las ofertas de empleo y automatización de marketing.</li>
</ul>
<h2>5. Contacto</h2>
<p>Si se pone en contacto con nosotros por correo electrónico, por teléfono o mediante un formulario, tratamos los datos facilitados (por lo general, su nombre, sus datos de contacto y el contenido de la consulta) para atender su solicitud. La base jurídica es el artículo 6, apartado 1, letra b) del RGPD cuando la consulta se refiere a un contrato y, en los demás casos, el artículo 6, apartado 1, letra f). Los datos se eliminan en cuanto la consulta se ha resuelto por completo, salvo que existan obligaciones legales de conservación.</p>
<h2>6. Candidaturas, búsqueda de empleo${e.freelancers ? ' y perfiles de freelance' : ''}</h2>
<p>Al buscar ofertas${e.freelancers ? ' o proyectos' : ''}, la palabra clave, la ubicación y el radio se envían a nuestra interfaz de búsqueda sin vincularlos a su persona. Cuando presenta una candidatura, tratamos su documentación para llevar a cabo el proceso de selección o para presentarle a nuestras empresas clientes (artículo 6, apartado 1, letra b) del RGPD; artículo 26 de la Ley Federal alemana de Protección de Datos, BDSG). Su documentación solo se transmite a un cliente con su consentimiento expreso en cada caso concreto.</p>
<p>Si no se llega a formalizar una relación laboral, eliminamos su documentación seis meses después de finalizar el proceso. Con su consentimiento, incorporamos su perfil a nuestra bolsa de talento y lo conservamos durante un máximo de 24 meses.${e.freelancers ? ' Los perfiles de freelance se conservan mientras exista la cuenta de usuario, que puede eliminar en cualquier momento.' : ''}</p>
<h2>7. Mapas, vídeos y analítica web</h2>
<p>Con su consentimiento integramos un servicio de mapas que muestra planos de ubicación y geocodifica direcciones; para ello se transmiten al proveedor su dirección IP y la zona del mapa consultada. Los vídeos integrados se cargan en modo de privacidad mejorada y solo después de hacer clic en el marcador de posición.</p>
<p>Para la analítica web utilizamos –también solo con su consentimiento– un servicio que elabora perfiles de uso seudonimizados (páginas visitadas, profundidad de desplazamiento, descargas, interacciones con ofertas). Las direcciones de correo electrónico se enmascaran antes de su transmisión y las direcciones IP se truncan. Cuando los proveedores tienen su sede fuera de la UE, la transferencia se basa en una decisión de adecuación de la Comisión Europea o en cláusulas contractuales tipo (artículos 45 y 46 del RGPD).</p>
<h2>8. Destinatarios</h2>
<p>Dentro del grupo empresarial, solo tienen acceso a los datos personales los departamentos que los necesitan para los fines indicados. Los proveedores externos (alojamiento, operación de TI, servicios de analítica y de mapas) están vinculados por contrato y tratan los datos exclusivamente siguiendo nuestras instrucciones.</p>
<h2>9. Sus derechos</h2>
<p>Tiene derecho de acceso (artículo 15 del RGPD), rectificación (artículo 16), supresión (artículo 17), limitación del tratamiento (artículo 18) y portabilidad de los datos (artículo 20), así como a retirar en cualquier momento el consentimiento otorgado (artículo 7, apartado 3 del RGPD).</p>
<p><strong>Derecho de oposición:</strong> cuando tratamos datos sobre la base del artículo 6, apartado 1, letra f) del RGPD, puede oponerse en cualquier momento por motivos relacionados con su situación particular (artículo 21 del RGPD).</p>
<p>Basta con un mensaje informal a ${mail(e.privacyEmail)}. Asimismo, tiene derecho a presentar una reclamación ante una autoridad de control; la autoridad competente para nuestra empresa es: ${e.authority.name}, ${e.authority.address}.</p>
<h2>10. Seguridad de los datos y modificaciones</h2>
<p>Este sitio web está cifrado íntegramente mediante TLS. Actualizamos esta política de privacidad cuando cambian nuestros servicios o el marco legal; se aplica la versión publicada aquí.</p>
<p><em>${STAND.es}</em></p>`;
}

/* -------------------------------------------------------------- legal notice */

function mgmt(e: LegalEntity, lang: Lang): string {
  const chairLabel: Record<Lang, string> = { de: 'Vorsitz', en: 'Chair', fr: 'présidence', es: 'presidencia' };
  const names = e.management.map((n) => (n === e.managementChair ? `${n} (${chairLabel[lang]})` : n)).join(', ');
  const label: Record<Lang, [string, string]> = {
    de: ['Vorstand', 'Geschäftsführung'],
    en: ['Executive Board', 'Managing Directors'],
    fr: ['Directoire', 'Gérants'],
    es: ['Consejo de Dirección', 'Administradores'],
  };
  return `${label[lang][e.managementKind === 'board' ? 0 : 1]}${lang === 'fr' ? ' : ' : ': '}${names}`;
}

function legalDe(e: LegalEntity): string {
  return `
<h2>Angaben gemäß § 5 DDG</h2>
<p><strong>${e.legalName}</strong><br/>${e.street}<br/>${e.zip} ${e.city}<br/>Deutschland</p>
<p>Telefon: ${tel(e.phone)}<br/>E-Mail: ${mail(e.email)}<br/>Internet: ${web(e.web)}</p>
<h3>Vertretungsberechtigt</h3>
<p>${mgmt(e, 'de')}${e.supervisoryBoardChair ? `<br/>Vorsitz des Aufsichtsrats: ${e.supervisoryBoardChair}` : ''}</p>
<h3>Registereintrag</h3>
<p>Registergericht: ${e.registerCourt}<br/>Registernummer: ${e.registerNumber}</p>
<h3>Umsatzsteuer-Identifikationsnummer</h3>
<p>USt-IdNr. gemäß § 27a Umsatzsteuergesetz: ${e.vatId}</p>
${
  e.agencyPermit
    ? `<h3>Erlaubnis zur Arbeitnehmerüberlassung</h3>
<p>Die ${e.legalName} besitzt eine unbefristete Erlaubnis zur Arbeitnehmerüberlassung nach § 1 AÜG, erteilt durch die ${e.agencyPermit.authority} am ${e.agencyPermit.date.de}.</p>`
    : ''
}
<h3>Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV</h3>
<p>${e.editor}, Anschrift wie oben</p>
<h2>Verbraucherstreitbeilegung</h2>
<p>Wir sind weder bereit noch verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.</p>
<h2>Haftung für Inhalte</h2>
<p>Die Inhalte dieser Website wurden mit größtmöglicher Sorgfalt erstellt. Für die Richtigkeit, Vollständigkeit und Aktualität der Inhalte übernehmen wir jedoch keine Gewähr. Als Diensteanbieter sind wir für eigene Inhalte nach den allgemeinen Gesetzen verantwortlich. Wir sind jedoch nicht verpflichtet, übermittelte oder gespeicherte fremde Informationen zu überwachen. Sobald uns eine konkrete Rechtsverletzung bekannt wird, entfernen wir die betreffenden Inhalte umgehend.</p>
<p>Stellenangebote und Projektausschreibungen sind unverbindlich; ein Anspruch auf Abschluss eines Vertrags entsteht durch sie nicht.</p>
<h2>Haftung für Links</h2>
<p>Diese Website enthält Links zu externen Websites Dritter, auf deren Inhalte wir keinen Einfluss haben. Für diese Inhalte ist stets der jeweilige Anbieter verantwortlich. Zum Zeitpunkt der Verlinkung waren keine Rechtsverstöße erkennbar. Bei Bekanntwerden von Rechtsverletzungen entfernen wir derartige Links umgehend.</p>
<h2>Urheberrecht</h2>
<p>Texte, Grafiken, Logos und Illustrationen dieser Website unterliegen dem deutschen Urheber- und Markenrecht. Vervielfältigung, Bearbeitung und Verbreitung außerhalb der Grenzen des Urheberrechts bedürfen der vorherigen schriftlichen Zustimmung der ${e.legalName}. Die Illustrationen auf dieser Website sind eigene Darstellungen.</p>
<p><em>${STAND.de}</em></p>`;
}

function legalEn(e: LegalEntity): string {
  return `
<h2>Information pursuant to Section 5 of the German Digital Services Act (DDG)</h2>
<p><strong>${e.legalName}</strong><br/>${e.street}<br/>${e.zip} ${e.city}<br/>Germany</p>
<p>Phone: ${tel(e.phone)}<br/>E-mail: ${mail(e.email)}<br/>Web: ${web(e.web)}</p>
<h3>Authorised representatives</h3>
<p>${mgmt(e, 'en')}${e.supervisoryBoardChair ? `<br/>Chair of the Supervisory Board: ${e.supervisoryBoardChair}` : ''}</p>
<h3>Commercial register</h3>
<p>Register court: ${e.registerCourt}<br/>Register number: ${e.registerNumber}</p>
<h3>VAT identification number</h3>
<p>VAT ID pursuant to Section 27a of the German VAT Act: ${e.vatId}</p>
${
  e.agencyPermit
    ? `<h3>Temporary agency work permit</h3>
<p>${e.legalName} holds an unlimited permit for temporary agency work pursuant to Section 1 of the German Temporary Employment Act (AÜG), issued by the ${e.agencyPermit.authority} on ${e.agencyPermit.date.en}.</p>`
    : ''
}
<h3>Responsible for content pursuant to Section 18(2) of the German Interstate Media Treaty (MStV)</h3>
<p>${e.editor}, address as above</p>
<h2>Consumer dispute resolution</h2>
<p>We are neither willing nor obliged to participate in dispute resolution proceedings before a consumer arbitration board.</p>
<h2>Liability for content</h2>
<p>The content of this website has been prepared with the greatest possible care. However, we cannot guarantee that it is accurate, complete or up to date. As a service provider we are responsible for our own content under general law, but we are not obliged to monitor third-party information transmitted or stored. As soon as we become aware of a specific infringement, we will remove the content concerned without delay.</p>
<p>Job offers and project listings are non-binding; they do not give rise to any claim to the conclusion of a contract.</p>
<h2>Liability for links</h2>
<p>This website contains links to external third-party websites whose content we cannot influence. The respective provider is always responsible for that content. No infringements were apparent at the time the links were set. If we become aware of any infringement, we will remove such links without delay.</p>
<h2>Copyright</h2>
<p>The texts, graphics, logos and illustrations on this website are protected by German copyright and trademark law. Any reproduction, adaptation or distribution beyond the limits of copyright law requires the prior written consent of ${e.legalName}. The illustrations on this website are our own work.</p>
<p><em>${STAND.en}</em></p>`;
}

function legalFr(e: LegalEntity): string {
  return `
<h2>Informations conformément à l’article 5 de la loi allemande sur les services numériques (DDG)</h2>
<p><strong>${e.legalName}</strong><br/>${e.street}<br/>${e.zip} ${e.city}<br/>Allemagne</p>
<p>Téléphone : ${tel(e.phone)}<br/>E-mail : ${mail(e.email)}<br/>Site web : ${web(e.web)}</p>
<h3>Représentants légaux</h3>
<p>${mgmt(e, 'fr')}${e.supervisoryBoardChair ? `<br/>Présidence du conseil de surveillance : ${e.supervisoryBoardChair}` : ''}</p>
<h3>Registre du commerce</h3>
<p>Tribunal d’enregistrement : ${e.registerCourt}<br/>Numéro d’immatriculation : ${e.registerNumber}</p>
<h3>Numéro de TVA intracommunautaire</h3>
<p>Conformément à l’article 27a de la loi allemande sur la TVA : ${e.vatId}</p>
${
  e.agencyPermit
    ? `<h3>Autorisation de travail temporaire</h3>
<p>${e.legalName} est titulaire d’une autorisation à durée indéterminée de mise à disposition de personnel (article 1 AÜG), délivrée par la ${e.agencyPermit.authority} le ${e.agencyPermit.date.fr}.</p>`
    : ''
}
<h3>Responsable du contenu au sens de l’article 18, paragraphe 2 du traité inter-Länder sur les médias (MStV)</h3>
<p>${e.editor}, adresse ci-dessus</p>
<h2>Règlement des litiges de consommation</h2>
<p>Nous ne sommes ni disposés ni tenus à participer à une procédure de règlement des litiges devant un organisme de médiation de la consommation.</p>
<h2>Responsabilité quant au contenu</h2>
<p>Le contenu de ce site a été élaboré avec le plus grand soin. Nous ne pouvons toutefois garantir son exactitude, son exhaustivité ni son actualité. En tant que prestataire, nous sommes responsables de nos propres contenus conformément au droit commun, mais nous ne sommes pas tenus de surveiller les informations de tiers transmises ou stockées. Dès que nous avons connaissance d’une infraction concrète, nous retirons sans délai les contenus concernés.</p>
<p>Les offres d’emploi et les annonces de projets sont sans engagement ; elles ne donnent droit à la conclusion d’aucun contrat.</p>
<h2>Responsabilité quant aux liens</h2>
<p>Ce site contient des liens vers des sites externes de tiers dont nous ne maîtrisons pas le contenu. Leur contenu relève toujours de la responsabilité de leur éditeur. Aucune infraction n’était apparente au moment de la création des liens. Si nous avons connaissance d’une infraction, nous supprimerons ces liens sans délai.</p>
<h2>Droits d’auteur</h2>
<p>Les textes, graphiques, logos et illustrations de ce site sont protégés par le droit allemand de la propriété intellectuelle et des marques. Toute reproduction, adaptation ou diffusion au-delà des limites prévues par la loi requiert l’accord écrit préalable de ${e.legalName}. Les illustrations de ce site sont des créations originales.</p>
<p><em>${STAND.fr}</em></p>`;
}

function legalEs(e: LegalEntity): string {
  return `
<h2>Información conforme al artículo 5 de la Ley alemana de Servicios Digitales (DDG)</h2>
<p><strong>${e.legalName}</strong><br/>${e.street}<br/>${e.zip} ${e.city}<br/>Alemania</p>
<p>Teléfono: ${tel(e.phone)}<br/>Correo electrónico: ${mail(e.email)}<br/>Web: ${web(e.web)}</p>
<h3>Representación legal</h3>
<p>${mgmt(e, 'es')}${e.supervisoryBoardChair ? `<br/>Presidencia del Consejo de Supervisión: ${e.supervisoryBoardChair}` : ''}</p>
<h3>Registro Mercantil</h3>
<p>Tribunal de registro: ${e.registerCourt}<br/>Número de registro: ${e.registerNumber}</p>
<h3>Número de identificación a efectos del IVA</h3>
<p>Conforme al artículo 27a de la Ley alemana del IVA: ${e.vatId}</p>
${
  e.agencyPermit
    ? `<h3>Autorización para la cesión de trabajadores</h3>
<p>${e.legalName} dispone de una autorización por tiempo indefinido para la cesión de trabajadores conforme al artículo 1 de la AÜG, expedida por la ${e.agencyPermit.authority} el ${e.agencyPermit.date.es}.</p>`
    : ''
}
<h3>Responsable del contenido según el artículo 18, apartado 2 del Tratado Interestatal de Medios (MStV)</h3>
<p>${e.editor}, dirección indicada arriba</p>
<h2>Resolución de litigios de consumo</h2>
<p>No estamos dispuestos ni obligados a participar en procedimientos de resolución de litigios ante una entidad de arbitraje de consumo.</p>
<h2>Responsabilidad por los contenidos</h2>
<p>Los contenidos de este sitio web se han elaborado con el máximo cuidado. No obstante, no podemos garantizar su exactitud, integridad ni actualidad. Como prestador de servicios, somos responsables de nuestros propios contenidos conforme a la legislación general, pero no estamos obligados a supervisar la información de terceros transmitida o almacenada. En cuanto tengamos conocimiento de una infracción concreta, retiraremos de inmediato los contenidos afectados.</p>
<p>Las ofertas de empleo y de proyectos no son vinculantes y no dan derecho a la celebración de ningún contrato.</p>
<h2>Responsabilidad por los enlaces</h2>
<p>Este sitio web contiene enlaces a sitios web externos de terceros sobre cuyos contenidos no tenemos ninguna influencia. El responsable de dichos contenidos es siempre su proveedor. En el momento de establecer los enlaces no se apreciaba ninguna infracción. Si tenemos conocimiento de alguna, eliminaremos los enlaces de inmediato.</p>
<h2>Derechos de autor</h2>
<p>Los textos, gráficos, logotipos e ilustraciones de este sitio web están protegidos por la legislación alemana de propiedad intelectual y de marcas. Toda reproducción, modificación o difusión que exceda los límites de dicha legislación requiere el consentimiento previo por escrito de ${e.legalName}. Las ilustraciones de este sitio web son de elaboración propia.</p>
<p><em>${STAND.es}</em></p>`;
}

/* -------------------------------------------------------------------- pages */

/** The HTML subset has no <br>: turn line breaks into separate paragraphs. */
function noBr(html: string): string {
  return html.replace(/<p>([^]*?)<\/p>/g, (_, inner: string) =>
    inner
      .split('<br/>')
      .map((part) => `<p>${part.trim()}</p>`)
      .join('\n'),
  );
}

const tidy = (html: string) =>
  noBr(html)
    .replace(/\n{2,}/g, '\n')
    .trim();

export const PRIVACY_SLUG: Record<Lang, string> = {
  de: 'datenschutz',
  en: 'privacy',
  fr: 'protection-des-donnees',
  es: 'privacidad',
};
export const LEGAL_SLUG: Record<Lang, string> = {
  de: 'impressum',
  en: 'legal-notice',
  fr: 'mentions-legales',
  es: 'aviso-legal',
};

function per(langs: Lang[], f: (l: Lang) => string): Localized {
  return Object.fromEntries(langs.map((l) => [l, f(l)])) as Localized;
}

export function privacyPage(e: LegalEntity, langs: Lang[]): SeedPage {
  const title: Record<Lang, string> = {
    de: 'Datenschutzerklärung',
    en: 'Privacy statement',
    fr: 'Déclaration de protection des données',
    es: 'Política de privacidad',
  };
  const description: Record<Lang, string> = {
    de: `Wie die ${e.legalName} personenbezogene Daten auf dieser Website verarbeitet und welche Rechte ${e.du ? 'du hast' : 'Sie haben'}.`,
    en: `How ${e.legalName} processes personal data on this website, and the rights you have under the GDPR.`,
    fr: `Comment ${e.legalName} traite les données personnelles sur ce site et quels sont vos droits au titre du RGPD.`,
    es: `Cómo trata ${e.legalName} los datos personales en este sitio web y qué derechos le asisten según el RGPD.`,
  };
  const body: Record<Lang, (e: LegalEntity) => string> = { de: privacyDe, en: privacyEn, fr: privacyFr, es: privacyEs };
  return {
    key: 'privacy',
    slug: per(langs, (l) => PRIVACY_SLUG[l]),
    title: per(langs, (l) => title[l]),
    description: per(langs, (l) => description[l]),
    inMainMenu: false,
    layout: [{ blockType: 'richText', html: per(langs, (l) => tidy(body[l](e))) }],
  };
}

export function legalPage(e: LegalEntity, langs: Lang[]): SeedPage {
  const title: Record<Lang, string> = {
    de: 'Impressum',
    en: 'Legal notice',
    fr: 'Mentions légales',
    es: 'Aviso legal',
  };
  const description: Record<Lang, string> = {
    de: `Impressum der ${e.legalName}: Anschrift, Vertretung, Registereintrag und Umsatzsteuer-ID.`,
    en: `Legal notice of ${e.legalName}: address, authorised representatives, commercial register and VAT ID.`,
    fr: `Mentions légales de ${e.legalName} : adresse, représentants légaux, registre du commerce et numéro de TVA.`,
    es: `Aviso legal de ${e.legalName}: dirección, representación legal, registro mercantil y número de IVA.`,
  };
  const body: Record<Lang, (e: LegalEntity) => string> = { de: legalDe, en: legalEn, fr: legalFr, es: legalEs };
  return {
    key: 'legal',
    slug: per(langs, (l) => LEGAL_SLUG[l]),
    title: per(langs, (l) => title[l]),
    description: per(langs, (l) => description[l]),
    inMainMenu: false,
    layout: [{ blockType: 'richText', html: per(langs, (l) => tidy(body[l](e))) }],
  };
}
