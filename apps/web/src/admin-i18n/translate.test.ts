import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Field, SanitizedConfig } from 'payload';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminText, editorMessage, untranslated } from './translate';
import { messageTexts } from './texts/messages';

/** Our collections (Payload's own — jobs, preferences, migrations — are Payload's). */
const OUR_COLLECTIONS = [
  'sites',
  'pages',
  'media',
  'navigation',
  'banners',
  'redirects',
  'users',
  'consent-settings',
  'consent-log',
  'search-tracking',
  'contests',
  'contest-entries',
  'preview-links',
  'search-synonyms',
  'job-agents',
  'job-agent-runs',
  'job-agent-deliveries',
];

let config: SanitizedConfig;
beforeAll(async () => {
  process.env.DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'admin-i18n-'));
  config = await (await import('@payload-config')).default;
});

const fieldOf = (fields: Field[], name: string): Field => {
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
};
/** Runs a field's validator as Payload does when an editor in `language` saves. */
const validateAs = (field: Field, language: string, value: unknown, options: Record<string, unknown> = {}) =>
  (field as { validate: (value: unknown, options: unknown) => unknown }).validate(value, {
    req: { i18n: { language } },
    siblingData: {},
    ...options,
  });

describe('the admin in the editors’ languages', () => {
  it('offers de, en, fr and es, falling back to English', () => {
    expect(Object.keys(config.i18n.supportedLanguages ?? {}).sort()).toEqual(['de', 'en', 'es', 'fr']);
    expect(config.i18n.fallbackLanguage).toBe('en');
  });

  it('every label, description and option label of our collections and blocks is in the dictionary', () => {
    expect([...untranslated].sort()).toEqual([]);
  });

  it('every field of our collections and blocks has a help text in each language', () => {
    // Fields Payload and the multi-tenant plugin add bring their own texts: the site, a block's name, the status,
    // an account's e-mail address and sites.
    const theirs = new Set(['tenant', 'tenants', 'blockName', '_status', 'email@users']);
    const ours = new Set(OUR_COLLECTIONS);
    const missing: string[] = [];
    const walk = (fields: Field[], where: string, collection: string) => {
      for (const field of fields) {
        if (field.type === 'tabs') {
          for (const tab of field.tabs) walk(tab.fields, where, collection);
          continue;
        }
        if (field.type === 'row' || field.type === 'collapsible') {
          walk(field.fields, where, collection);
          continue;
        }
        if (field.type === 'ui' || field.admin?.hidden || ('hidden' in field && field.hidden)) continue;
        const name = 'name' in field ? field.name : '(group)';
        if (theirs.has(name) || theirs.has(`${name}@${collection}`)) continue;
        const description = field.admin?.description as Record<string, string> | undefined;
        if (!description || ['de', 'en', 'fr', 'es'].some((lang) => !description[lang]))
          missing.push(`${where}.${name}`);
        if (field.type === 'blocks')
          for (const block of field.blocks) walk(block.fields, `${where}.${name}[${block.slug}]`, collection);
        if ('fields' in field && Array.isArray(field.fields)) walk(field.fields, `${where}.${name}`, collection);
      }
    };
    for (const collection of config.collections)
      if (ours.has(collection.slug)) walk(collection.fields, collection.slug, collection.slug);
    expect(missing).toEqual([]);
  });

  it('labels and descriptions of our collections come in each language', () => {
    const banners = config.collections.find((collection) => collection.slug === 'banners')!;
    expect(banners.labels.plural).toEqual({ en: 'Banners', de: 'Banner', fr: 'Bannières', es: 'Banners' });
    const startsAt = fieldOf(banners.fields, 'startsAt') as Field & { label: unknown; admin: { description: unknown } };
    expect(startsAt.label).toEqual({
      en: 'Show from',
      de: 'Anzeigen ab',
      fr: 'Afficher à partir de',
      es: 'Mostrar desde',
    });
    expect((startsAt.admin.description as Record<string, string>).de).toBe(
      'Das Banner erscheint ab diesem Zeitpunkt. Leer = sofort.',
    );
    // A label Payload would derive from the name is translated too.
    const sites = config.collections.find((collection) => collection.slug === 'sites')!;
    expect((fieldOf(sites.fields, 'legalName') as { label: Record<string, string> }).label.de).toBe(
      'Vollständiger Firmenname',
    );
    // The multi-tenant plugin's site field brings its own translations (a label function): left as it is.
    expect(typeof (fieldOf(banners.fields, 'tenant') as { label: unknown }).label).toBe('function');
  });

  it('our validators answer in the language of the editor who saves', async () => {
    const banners = config.collections.find((collection) => collection.slug === 'banners')!;
    const endsAt = fieldOf(banners.fields, 'endsAt');
    const past = new Date(Date.now() - 60_000).toISOString();
    expect(await validateAs(endsAt, 'de', past)).toBe(
      'Das Ende liegt bereits in der Vergangenheit: bitte einen späteren Zeitpunkt wählen oder das Feld leer lassen.',
    );
    expect(await validateAs(endsAt, 'fr', past)).toMatch(/^La fin est déjà passée/);
    expect(await validateAs(endsAt, 'en', past)).toMatch(/^The end is already in the past/);
    // An admin language we do not offer gets English.
    expect(await validateAs(endsAt, 'pl', past)).toMatch(/^The end is already in the past/);
    const start = new Date(Date.now() + 120_000).toISOString();
    const end = new Date(Date.now() + 60_000).toISOString();
    expect(await validateAs(endsAt, 'es', end, { siblingData: { startsAt: start } })).toBe(
      'El final debe ser posterior al inicio.',
    );
    expect(await validateAs(endsAt, 'de', null)).toBe(true);
  });

  it('the map block reports SPEC §5.7 configuration errors in the editor’s language', async () => {
    const pages = config.collections.find((collection) => collection.slug === 'pages')!;
    const layout = fieldOf(pages.fields, 'layout') as Field & { blocks: { slug: string; fields: Field[] }[] };
    const map = layout.blocks.find((block) => block.slug === 'map')!;
    // The settings sit in the collapsed "Advanced settings" group, shown for the custom preset only.
    const advanced = map.fields.find((field) => field.type === 'collapsible') as Field & { fields: Field[] };
    const settings = fieldOf(advanced.fields, 'settings') as Field & { fields: Field[] };
    const version = fieldOf(settings.fields, 'version');
    const noVersion = { siblingData: { version: '' }, blockData: { source: 'nothing', preset: 'custom' } };
    // A chosen preset brings its own version: the hidden advanced field is not checked.
    expect(
      await validateAs(version, 'de', '', { ...noVersion, blockData: { source: 'nothing', preset: 'site' } }),
    ).toBe(true);
    expect(await validateAs(version, 'de', '', noVersion)).toBe('Keine MapLibre-Version angegeben');
    expect(await validateAs(version, 'en', '', noVersion)).toBe('No MapLibre version defined');
    const geocoder = fieldOf(settings.fields, 'geocoderVersion');
    const searchOn = { siblingData: { version: '4', geocoderVersion: '', showSearch: 'on' }, blockData: {} };
    expect(await validateAs(geocoder, 'es', '', searchOn)).toBe(
      'No se ha definido ninguna versión del geocodificador de MapLibre',
    );
  });

  it('a map preset the block cannot carry is named in the editor’s language', async () => {
    const pages = config.collections.find((collection) => collection.slug === 'pages')!;
    const layout = fieldOf(pages.fields, 'layout') as Field & { blocks: { slug: string; fields: Field[] }[] };
    const preset = fieldOf(layout.blocks.find((block) => block.slug === 'map')!.fields, 'preset');
    expect(await validateAs(preset, 'de', 'cluster', { siblingData: { source: 'address' } })).toBe(
      'Eine Clusterkarte braucht die Quelle „cluster“ und ihr GeoJSON.',
    );
    expect(await validateAs(preset, 'fr', 'detail', { siblingData: { source: 'address', markers: [] } })).toMatch(
      /^Une carte de détail nécessite/,
    );
    expect(await validateAs(preset, 'es', null, { siblingData: {} })).toBe('Elija cómo se configura el mapa.');
    expect(await validateAs(preset, 'de', 'site', { siblingData: { source: 'nothing' } })).toBe(true);
  });

  it('messages that carry a value keep it', () => {
    expect(editorMessage('This site already redirects /de/de/alt.', 'de')).toBe(
      'Diese Website leitet /de/de/alt bereits weiter.',
    );
    expect(editorMessage("Unknown field 'x'. Use a comma list of: salary, range.", 'fr')).toBe(
      "Champ inconnu 'x'. Utilisez une liste séparée par des virgules parmi : salary, range.",
    );
  });

  it('every message has the same placeholders in each language', () => {
    for (const [english, translations] of Object.entries(messageTexts)) {
      const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      for (const text of Object.values(translations)) expect(names(text), english).toEqual(names(english));
    }
  });

  it('a text missing from the dictionary stays English and is noted', () => {
    expect(adminText('Not in the dictionary')).toEqual({
      en: 'Not in the dictionary',
      de: 'Not in the dictionary',
      fr: 'Not in the dictionary',
      es: 'Not in the dictionary',
    });
    expect(untranslated.has('Not in the dictionary')).toBe(true);
    untranslated.delete('Not in the dictionary');
  });
});
