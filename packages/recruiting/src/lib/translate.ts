/**
 * A small `t` over the recruiting subtree of the catalogue, so that the browser gets plain strings instead of
 * i18next and every language's catalogue (bundle budget). Same key syntax as i18next: dotted keys, a key
 * list tried in order, `{{name}}` interpolation, `_one`/`_other` plurals by `count` (Intl.PluralRules).
 */
import type { Translate } from './format.ts';
import type { ModuleMode } from './types.ts';

export type MessageTree = { [key: string]: string | MessageTree };

const lookup = (tree: MessageTree, key: string): string | MessageTree | undefined => {
  let node: string | MessageTree | undefined = tree;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined;
    node = node[part];
  }
  return node;
};

/** `messages` holds the catalogue's top level, e.g. `{ recruiting: {...}, layer: {...} }`. */
export function createTranslate(messages: MessageTree, lang: string): Translate {
  let rules: Intl.PluralRules | null = null;
  const plural = (count: number): string => {
    try {
      rules ??= new Intl.PluralRules(lang);
      return rules.select(count);
    } catch {
      return count === 1 ? 'one' : 'other';
    }
  };
  const resolve = (key: string, options: Record<string, unknown>): string | null => {
    if (typeof options.count === 'number') {
      const form = lookup(messages, `${key}_${plural(options.count)}`) ?? lookup(messages, `${key}_other`);
      if (typeof form === 'string') return form;
    }
    const value = lookup(messages, key);
    return typeof value === 'string' ? value : null;
  };
  return (key, options = {}) => {
    const keys = Array.isArray(key) ? key : [key];
    for (const candidate of keys) {
      const template = resolve(candidate, options);
      if (template !== null) {
        // As i18next: a placeholder without a value stays (the map fills its own later).
        return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
          options[name] === undefined ? placeholder : String(options[name]),
        );
      }
    }
    return keys[keys.length - 1] ?? '';
  };
}

/** The catalogue parts the module uses: its own texts, the layer's and the detail map's. */
export function recruitingMessages(catalogue: Record<string, unknown>): MessageTree {
  const pick = (name: string) =>
    catalogue[name] && typeof catalogue[name] === 'object' ? (catalogue[name] as MessageTree) : {};
  const jobAgent = pick('jobAgent');
  const status = (pick('http').status ?? {}) as MessageTree;
  // The job-agent form's texts only (the mails and pages are the server's); of the statuses, the map's data error.
  return {
    recruiting: pick('recruiting'),
    layer: pick('layer'),
    jobAgent: { form: jobAgent.form ?? {}, frequency: jobAgent.frequency ?? {} } as MessageTree,
    map: pick('map'),
    http: { status: { 500: status[500] ?? {} } } as MessageTree,
  };
}

/** The texts the header search box uses (`recruiting.search`): the box is on every page, the rest of the catalogue is not. */
export function headerSearchMessages(catalogue: Record<string, unknown>): MessageTree {
  const { recruiting } = recruitingMessages(catalogue);
  const search = (recruiting as MessageTree).search;
  return { recruiting: search && typeof search === 'object' ? { search } : {} };
}

/**
 * The texts a module instance in `mode` can show. Each text is inlined into the page's React payload, so a link-
 * mode button (a home page's "all jobs") gets the search texts only, not the list's, the layer's and the job
 * agent form's (about 5 KB per page).
 */
export function modeMessages(catalogue: Record<string, unknown>, mode: ModuleMode): MessageTree {
  return mode === 'list' ? recruitingMessages(catalogue) : headerSearchMessages(catalogue);
}
