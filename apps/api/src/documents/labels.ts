/** Fixed texts of the offer PDF in the four page languages. */
import { CONTENT_LANGUAGES } from '@meridian/contracts';

export const DOCUMENT_LANGUAGES = CONTENT_LANGUAGES;
export type DocumentLanguage = (typeof DOCUMENT_LANGUAGES)[number];

export function isDocumentLanguage(value: string): value is DocumentLanguage {
  return (DOCUMENT_LANGUAGES as readonly string[]).includes(value);
}

export interface DocumentLabels {
  jobOffer: string;
  projectOffer: string;
  referenceNumber: string;
  contact: string;
  company: string;
  phone: string;
  email: string;
  tasks: string;
  benefits: string;
  requirements: string;
  /** '{page}' and '{pages}' are replaced. */
  pageOf: string;
  /** BCP 47 tag for the PDF's /Lang. */
  locale: string;
}

export const DOCUMENT_LABELS: Record<DocumentLanguage, DocumentLabels> = {
  de: {
    jobOffer: 'Stellenangebot',
    projectOffer: 'Projektangebot',
    referenceNumber: 'Referenznummer',
    contact: 'Ihr Kontakt',
    company: 'Unternehmen',
    phone: 'Telefon',
    email: 'E-Mail',
    tasks: 'Ihre Aufgaben',
    benefits: 'Wir bieten',
    requirements: 'Ihr Profil',
    pageOf: 'Seite {page} von {pages}',
    locale: 'de-DE',
  },
  en: {
    jobOffer: 'Job offer',
    projectOffer: 'Project offer',
    referenceNumber: 'Reference number',
    contact: 'Your contact',
    company: 'Company',
    phone: 'Phone',
    email: 'E-mail',
    tasks: 'Your tasks',
    benefits: 'What we offer',
    requirements: 'Your profile',
    pageOf: 'Page {page} of {pages}',
    locale: 'en-GB',
  },
  fr: {
    jobOffer: 'Offre d’emploi',
    projectOffer: 'Offre de projet',
    referenceNumber: 'Numéro de référence',
    contact: 'Votre contact',
    company: 'Entreprise',
    phone: 'Téléphone',
    email: 'E-mail',
    tasks: 'Vos missions',
    benefits: 'Ce que nous offrons',
    requirements: 'Votre profil',
    pageOf: 'Page {page} sur {pages}',
    locale: 'fr-FR',
  },
  es: {
    jobOffer: 'Oferta de empleo',
    projectOffer: 'Oferta de proyecto',
    referenceNumber: 'Número de referencia',
    contact: 'Su contacto',
    company: 'Empresa',
    phone: 'Teléfono',
    email: 'Correo electrónico',
    tasks: 'Sus tareas',
    benefits: 'Qué ofrecemos',
    requirements: 'Su perfil',
    pageOf: 'Página {page} de {pages}',
    locale: 'es-ES',
  },
};
