import type { Translations } from './texts';

/**
 * Texts of our own admin components (list headers, export links), kept apart from the field dictionary so the
 * browser bundle of a client component carries only these.
 */
const UI_TEXTS: Record<string, Translations> = {
  'Job agents per site': {
    de: 'Suchaufträge je Website',
    fr: 'Alertes emploi par site',
    es: 'Alertas de empleo por sitio',
  },
  Site: { de: 'Website', fr: 'Site', es: 'Sitio' },
  Active: { de: 'Aktiv', fr: 'Actives', es: 'Activas' },
  'Not confirmed': { de: 'Nicht bestätigt', fr: 'Non confirmées', es: 'Sin confirmar' },
  Paused: { de: 'Pausiert', fr: 'En pause', es: 'En pausa' },
  'Digests sent': { de: 'Versendete Sammelmails', fr: 'Récapitulatifs envoyés', es: 'Resúmenes enviados' },
  'Export entries as CSV': {
    de: 'Teilnahmen als CSV exportieren',
    fr: 'Exporter les participations en CSV',
    es: 'Exportar las participaciones en CSV',
  },
  'Export entries': {
    de: 'Teilnahmen exportieren',
    fr: 'Exporter les participations',
    es: 'Exportar las participaciones',
  },
  'Export CSV: {title}': {
    de: 'CSV exportieren: {title}',
    fr: 'Exporter en CSV : {title}',
    es: 'Exportar CSV: {title}',
  },
  'No icon': { de: 'Kein Icon', fr: 'Pas d’icône', es: 'Sin icono' },
  Information: { de: 'Information', fr: 'Information', es: 'Información' },
  'Important notice': { de: 'Wichtiger Hinweis', fr: 'Avis important', es: 'Aviso importante' },
  Question: { de: 'Frage', fr: 'Question', es: 'Pregunta' },
  Highlight: { de: 'Hervorhebung', fr: 'Mise en avant', es: 'Destacado' },
  'Done or confirmed': { de: 'Erledigt oder bestätigt', fr: 'Fait ou confirmé', es: 'Hecho o confirmado' },
  'Date or event': { de: 'Termin oder Veranstaltung', fr: 'Date ou événement', es: 'Fecha o evento' },
  Message: { de: 'Nachricht', fr: 'Message', es: 'Mensaje' },
  'Call us': { de: 'Rufen Sie uns an', fr: 'Appelez-nous', es: 'Llámenos' },
  'Own icon ({name})': { de: 'Eigenes Icon ({name})', fr: 'Icône propre ({name})', es: 'Icono propio ({name})' },
  German: { de: 'Deutsch', fr: 'Allemand', es: 'Alemán' },
  English: { de: 'Englisch', fr: 'Anglais', es: 'Inglés' },
  French: { de: 'Französisch', fr: 'Français', es: 'Francés' },
  Spanish: { de: 'Spanisch', fr: 'Espagnol', es: 'Español' },
  'Default language': { de: 'Standardsprache', fr: 'Langue par défaut', es: 'Idioma predeterminado' },
  'Up to date': { de: 'Aktuell', fr: 'À jour', es: 'Actualizado' },
  'Older than the default language': {
    de: 'Älter als die Standardsprache',
    fr: 'Plus ancienne que la langue par défaut',
    es: 'Más antiguo que el idioma predeterminado',
  },
  Missing: { de: 'Fehlt', fr: 'Manquante', es: 'Falta' },
  'Languages of this page': { de: 'Sprachen dieser Seite', fr: 'Langues de cette page', es: 'Idiomas de esta página' },
  'Loading…': { de: 'Wird geladen …', fr: 'Chargement…', es: 'Cargando…' },
  '{language} created as a draft.': {
    de: '{language} als Entwurf angelegt.',
    fr: '{language} : créée en brouillon.',
    es: '{language}: creado como borrador.',
  },
  'Create {language} from {source}': {
    de: '{language} aus {source} erstellen',
    fr: 'Créer {language} à partir de {source}',
    es: 'Crear {language} a partir de {source}',
  },
  'Open {language}': { de: '{language} öffnen', fr: 'Ouvrir {language}', es: 'Abrir {language}' },
  'No such page, or not one of your sites.': {
    de: 'Diese Seite gibt es nicht, oder sie gehört nicht zu Ihren Websites.',
    fr: 'Cette page n’existe pas, ou n’appartient pas à vos sites.',
    es: 'Esta página no existe o no pertenece a sus sitios.',
  },
  'This site does not serve that language.': {
    de: 'Diese Website bietet diese Sprache nicht an.',
    fr: 'Ce site ne propose pas cette langue.',
    es: 'Este sitio no ofrece ese idioma.',
  },
  'That is the default language itself.': {
    de: 'Das ist die Standardsprache selbst.',
    fr: 'C’est la langue par défaut elle-même.',
    es: 'Ese es el propio idioma predeterminado.',
  },
  'The page has no content in the default language yet.': {
    de: 'Die Seite hat noch keinen Inhalt in der Standardsprache.',
    fr: 'La page n’a pas encore de contenu dans la langue par défaut.',
    es: 'La página aún no tiene contenido en el idioma predeterminado.',
  },
  'The page already exists in that language.': {
    de: 'Die Seite gibt es in dieser Sprache schon.',
    fr: 'La page existe déjà dans cette langue.',
    es: 'La página ya existe en ese idioma.',
  },
  'The copy was refused.': {
    de: 'Die Kopie wurde abgelehnt.',
    fr: 'La copie a été refusée.',
    es: 'La copia fue rechazada.',
  },
  'Sign in to the CMS first.': {
    de: 'Bitte zuerst im CMS anmelden.',
    fr: 'Connectez-vous d’abord au CMS.',
    es: 'Inicie sesión primero en el CMS.',
  },
};

/** A text of our admin components in the editor's language (English for others); {name} takes `values`. */
export function uiText(english: string, language: string | undefined, values: Record<string, string> = {}): string {
  const translations = UI_TEXTS[english];
  const text =
    translations && (language === 'de' || language === 'fr' || language === 'es') ? translations[language] : english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
