/** A realistic offer detail for the documents tests (the store is the other side of the plugin's seam). */
import type { DocumentOffer } from './offer-text.ts';

export function sampleOffer(overrides: Partial<DocumentOffer> = {}): DocumentOffer {
  return {
    njobid: 48211,
    urlpart: 'projektingenieur-elektrotechnik-muenchen',
    sjobbez: 'Projektingenieur Elektrotechnik (m/w/d) für Großprojekte',
    sjobbez_hyphen:
      'Pro\u00adjekt\u00adin\u00adge\u00adnieur Elek\u00adtro\u00adtech\u00adnik (m/w/d) für Groß\u00adpro\u00adjek\u00adte',
    typeId: 3,
    sniederlassungbez: 'München',
    nniederlassungid: 12,
    uselocation_city: 'München',
    uselocation_country: 'Deutschland',
    seinsatzbereichbez: 'Technik',
    neinsatzfachbereichset: '1001,1004',
    nzielgruppeset: '2',
    inhouseRecruiting: false,
    staffResponsibilityId: 1,
    workplacetypeId: 2,
    jobtypeId: 1,
    tags: ['Elektrotechnik', 'Energie'],
    annualSalaryMinimum: 62000,
    annualSalaryMaximum: 78000,
    annualSalaryPeriod: 'YEAR',
    annualSalaryCurrency: 'EUR',
    seinleitung_html:
      '<p>Die <strong>Kestrel Engineering GmbH</strong> plant und realisiert seit über 25 Jahren Energie- und Gebäudetechnik für Industrie, Forschung und öffentliche Auftraggeber. Für unser Team in München suchen wir Sie zum nächstmöglichen Zeitpunkt.</p>',
    saufgabe_headline: 'Ihre Aufgaben',
    saufgabe_html:
      '<ul><li>Planung von Mittel- und Niederspannungsanlagen in allen Leistungsphasen der HOAI</li><li>Erstellung von Ausschreibungen, Prüfung von Angeboten und Vergabevorschlägen</li><li>Koordination der Gewerke und Abstimmung mit Bauherren &amp; Behörden</li><li>Bauüberwachung, Abnahmen und Dokumentation</li></ul>',
    sbenefits_headline: 'Was wir Ihnen bieten',
    sbenefits_html:
      '<ul><li>Unbefristeter Arbeitsvertrag mit 30 Tagen Urlaub</li><li>Flexible Arbeitszeiten und bis zu drei Tage mobiles Arbeiten pro Woche</li><li>Jobrad, betriebliche Altersvorsorge und Weiterbildungsbudget</li></ul>',
    svoraussetzung_headline: 'Ihr Profil',
    svoraussetzung_html:
      '<p>Abgeschlossenes Studium der <em>Elektrotechnik</em> oder eine vergleichbare Qualifikation, außerdem:</p><ul><li>Mindestens drei Jahre Berufserfahrung in der TGA-Planung</li><li>Sicherer Umgang mit AutoCAD, Dialux und AVA-Software</li><li>Sehr gute Deutschkenntnisse (C1), gute Englischkenntnisse</li></ul>',
    sabbinder_html:
      '<p>Wir freuen uns auf Ihre Bewerbung – gerne auch ohne Anschreiben, bitte mit Angabe Ihres frühestmöglichen Eintrittstermins.</p>',
    sanspvorname: 'Jörg',
    sanspnachname: 'Weißmüller',
    sansptitelbez: 'Dr.',
    sanspfunktion: 'Senior Recruiter',
    sanspfon: '+49 89 123456-78',
    sanspemail: 'joerg.weissmueller@kestrel.example',
    semail: 'jobs@kestrel.example',
    sanspbild: { '480x480': 'https://api.example/v4/images/contact-default.png' },
    sjobnr: 'KE-2026-48211',
    sorganisationbez: 'Kestrel Engineering GmbH',
    sstrasse: 'Leopoldstraße 112',
    splz: '80802',
    sort: 'München',
    slandbez: 'Deutschland',
    workplacetypeName: 'Hybrid',
    jobtypeName: 'Vollzeit',
    annualSalaryCurrencySymbol: '€',
    ssprachenr: 'de',
    qrcode: null,
    uselocation_latitude: 48.137,
    uselocation_longitude: 11.575,
    companyId: 2,
    updatedAt: '2026-11-20T08:15:00.000Z',
    ...overrides,
  };
}
