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
  // The page tree.
  'Page tree': { de: 'Seitenbaum', fr: 'Arborescence des pages', es: 'Árbol de páginas' },
  'Show the pages as a tree': {
    de: 'Seiten als Baum anzeigen',
    fr: 'Afficher les pages en arborescence',
    es: 'Mostrar las páginas como árbol',
  },
  'All pages as a list': {
    de: 'Alle Seiten als Liste',
    fr: 'Toutes les pages en liste',
    es: 'Todas las páginas en lista',
  },
  'The pages of your sites by their place: a page sits below its parent page (set in the page, "Parent page"). Move pages up and down among their siblings here; menus that follow the page tree show this order. Page addresses do not change.':
    {
      de: 'Die Seiten Ihrer Websites nach ihrem Platz: Eine Seite steht unter ihrer übergeordneten Seite (in der Seite festgelegt, „Übergeordnete Seite“). Hier verschieben Sie Seiten unter ihren Geschwistern nach oben und unten; Menüs, die dem Seitenbaum folgen, zeigen diese Reihenfolge. Die Adressen der Seiten ändern sich nicht.',
      fr: "Les pages de vos sites selon leur place : une page se trouve sous sa page parente (définie dans la page, « Page parente »). Déplacez ici les pages vers le haut ou vers le bas parmi leurs voisines ; les menus qui suivent l'arborescence affichent cet ordre. Les adresses des pages ne changent pas.",
      es: 'Las páginas de sus sitios según su lugar: una página está bajo su página superior (definida en la página, «Página superior»). Aquí mueve las páginas hacia arriba y hacia abajo entre sus hermanas; los menús que siguen el árbol de páginas muestran este orden. Las direcciones de las páginas no cambian.',
    },
  'No pages yet.': { de: 'Noch keine Seiten.', fr: 'Pas encore de pages.', es: 'Aún no hay páginas.' },
  Published: { de: 'Veröffentlicht', fr: 'Publiée', es: 'Publicada' },
  'Draft only': { de: 'Nur Entwurf', fr: 'Brouillon seulement', es: 'Solo borrador' },
  'Unpublished changes': {
    de: 'Unveröffentlichte Änderungen',
    fr: 'Modifications non publiées',
    es: 'Cambios sin publicar',
  },
  'Hidden in menus': { de: 'In Menüs verborgen', fr: 'Masquée dans les menus', es: 'Oculta en los menús' },
  'Languages of {title}': { de: 'Sprachen von {title}', fr: 'Langues de {title}', es: 'Idiomas de {title}' },
  'Pages below {title}': { de: 'Seiten unter {title}', fr: 'Pages sous {title}', es: 'Páginas bajo {title}' },
  'Move up': { de: 'Nach oben', fr: 'Monter', es: 'Subir' },
  'Move down': { de: 'Nach unten', fr: 'Descendre', es: 'Bajar' },
  '“{title}” moved up.': {
    de: '„{title}“ wurde nach oben verschoben.',
    fr: '« {title} » a été montée.',
    es: '«{title}» se ha subido.',
  },
  '“{title}” moved down.': {
    de: '„{title}“ wurde nach unten verschoben.',
    fr: '« {title} » a été descendue.',
    es: '«{title}» se ha bajado.',
  },
  '“{title}” was not moved. Reload the page and try again.': {
    de: '„{title}“ wurde nicht verschoben. Laden Sie die Seite neu und versuchen Sie es noch einmal.',
    fr: "« {title} » n'a pas été déplacée. Rechargez la page et réessayez.",
    es: '«{title}» no se ha movido. Vuelva a cargar la página e inténtelo de nuevo.',
  },
};

/** A text of our admin components in the editor's language (English for others); {name} takes `values`. */
export function uiText(english: string, language: string | undefined, values: Record<string, string> = {}): string {
  const translations = UI_TEXTS[english];
  const text =
    translations && (language === 'de' || language === 'fr' || language === 'es') ? translations[language] : english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
