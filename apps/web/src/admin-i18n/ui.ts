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
};

/** A text of our admin components in the editor's language (English for others); {name} takes `values`. */
export function uiText(english: string, language: string | undefined, values: Record<string, string> = {}): string {
  const translations = UI_TEXTS[english];
  const text =
    translations && (language === 'de' || language === 'fr' || language === 'es') ? translations[language] : english;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
