/**
 * Standalone embed: `<meridian-recruiting>` custom element and a `data-meridian-recruiting` attribute
 * mount, for plain HTML pages on other origins. Bundled with React by `embed/build.mjs`; brings its own toasts,
 * the request layer's status texts and the styles, since the page has no site-kit root.
 */
import { createRoot, type Root } from 'react-dom/client';
import de from '@meridian/i18n/messages/de';
import en from '@meridian/i18n/messages/en';
import es from '@meridian/i18n/messages/es';
import fr from '@meridian/i18n/messages/fr';
import { configureRequests, statusTexts } from '@meridian/site-kit/requests';
import { Toaster } from '@meridian/site-kit/toasts';
import siteKitCss from '@meridian/site-kit/site-kit.css';
import { RecruitingModule } from '../components/RecruitingModule.tsx';
import type { DetailHistory } from '../hooks/useDetail.ts';
import { offerInPlace } from '../lib/detail-location.ts';
import { normalizeLang } from '../lib/format.ts';
import { createTranslate, recruitingMessages, type MessageTree } from '../lib/translate.ts';
import { defaultConfig, VARIANT_IDS, type RecruitingConfig, type VariantId } from '../lib/types.ts';
import { variantCompany } from '../lib/variants.ts';
import recruitingCss from '../recruiting.css';
import { EMBED_API_PLACEHOLDER } from './asset-placeholder.ts';
import { embedApi, embedDetailHistory, instanceName, unavailableReason } from './instances.ts';

/** The recruiting API of the installation that served this script (filled in by the service; see asset.ts). */
const SERVED_API: string = EMBED_API_PLACEHOLDER;

const CATALOGUES: Record<string, unknown> = { de, en, fr, es };

/** Fields an embedding page may set; everything else keeps `defaultConfig()`. Unknown keys are ignored. */
export type EmbedConfig = Partial<RecruitingConfig>;

/** The embed's own rules: the unavailable message; no detail map (build.mjs leaves MapLibre out), so no empty box. */
const EMBED_CSS = `.recruiting-unavailable{margin:1rem 0;padding:1rem 1.25rem;border:1px solid currentColor;border-radius:var(--radius,4px)}
.recruiting-unavailable p{margin:0}.recruiting-unavailable strong{display:block;margin-bottom:.25rem}
.recruiting-detail-map{display:none}`;

function injectStyles(): void {
  if (document.getElementById('meridian-recruiting-styles')) return;
  const style = document.createElement('style');
  style.id = 'meridian-recruiting-styles';
  style.textContent = `${siteKitCss}\n${recruitingCss}\n${EMBED_CSS}`;
  document.head.appendChild(style);
}

/** The page's configuration object → a complete, checked configuration (bad values fall back to defaults). */
export function embedConfig(input: unknown): RecruitingConfig {
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const base = defaultConfig({ maincareer: window.location.pathname, pluginUri: window.location.pathname });
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(given)) {
    if (!Object.hasOwn(base, key) || value === undefined || value === null) continue;
    const expected = base[key as keyof RecruitingConfig];
    if (expected === null || typeof value === typeof expected || (Array.isArray(expected) && Array.isArray(value)))
      merged[key] = value;
  }
  if (!VARIANT_IDS.includes(merged.variant as VariantId)) merged.variant = 'default';
  // The variant's company unless the page names one: a brand's variant shows that brand's offers.
  if (typeof given.company !== 'string' || !given.company) {
    const company = variantCompany(merged.variant as VariantId);
    merged.company = company.company;
    if (typeof given.companyId !== 'number') merged.companyId = company.companyId;
  }
  merged.api = embedApi(String(merged.api ?? ''), SERVED_API);
  return merged as unknown as RecruitingConfig;
}

function catalogueOf(config: RecruitingConfig) {
  const lang = normalizeLang(config.language);
  const catalogue = (CATALOGUES[lang] ?? CATALOGUES.de) as Record<string, unknown>;
  return { lang, catalogue, t: createTranslate(catalogue as MessageTree, lang) };
}

/**
 * The page's one toast region (toasts are page-wide: one region per instance would show each toast once per
 * instance), in the language of the first instance mounted.
 */
let toaster: Root | null = null;
function ensureToaster(t: ReturnType<typeof createTranslate>): void {
  if (toaster) return;
  const host = document.createElement('div');
  host.setAttribute('data-meridian-recruiting-toasts', '');
  document.body.appendChild(host);
  toaster = createRoot(host);
  toaster.render(
    <Toaster
      labels={{
        region: t('toast.region'),
        close: t('toast.close'),
        host: t('toast.host'),
        types: {
          info: t('toast.type.info'),
          success: t('toast.type.success'),
          warning: t('toast.type.warning'),
          error: t('toast.type.error'),
        },
      }}
    />,
  );
}

function render(root: Root, config: RecruitingConfig, history: DetailHistory): void {
  const { catalogue, t } = catalogueOf(config);
  configureRequests({ statusTexts: statusTexts(t) });
  ensureToaster(t);
  const initialJobId = offerInPlace(window.location, config, history.routing, history.instance);
  root.render(
    <RecruitingModule
      config={config}
      messages={recruitingMessages(catalogue)}
      initialQuery={window.location.search}
      initialJobId={initialJobId}
      detailHistory={history}
    />,
  );
}

/** One message in the module's place instead of a failing search (the console says why, once per API). */
function renderUnavailable(root: Root, config: RecruitingConfig): void {
  const { lang, t } = catalogueOf(config);
  root.render(
    <div className="recruiting recruiting-unavailable" role="status" lang={lang}>
      <p>
        <strong>{t('recruiting.embed.unavailableTitle')}</strong>
        {t('recruiting.embed.unavailableText')}
      </p>
    </div>,
  );
}

/**
 * Whether this page can use the API: a plain CORS request to its health route. When that fails, a `no-cors`
 * request tells a refused origin (the API answers) from an API that cannot be reached. Once per API and page.
 */
const apiChecks = new Map<string, Promise<boolean>>();
function apiUsable(api: string): Promise<boolean> {
  let check = apiChecks.get(api);
  if (!check) {
    check = (async () => {
      let reachable = false;
      if (api) {
        try {
          await fetch(`${api}/health`, { cache: 'no-store', credentials: 'omit' });
          return true;
        } catch {
          // refused origin or unreachable: a no-cors request tells which
        }
        try {
          await fetch(`${api}/health`, { mode: 'no-cors', cache: 'no-store', credentials: 'omit' });
          reachable = true;
        } catch {
          reachable = false;
        }
      }
      console.error(unavailableReason(api, window.location.origin, reachable));
      return false;
    })();
    apiChecks.set(api, check);
  }
  return check;
}

interface Instance {
  root: Root;
  name: string;
  /** Bumped on every mount, so a late API check renders only the newest configuration. */
  generation: number;
}

const instances = new Map<Element, Instance>();
let mountedCount = 0;
/** The first instance without a career path: it opens `?meridian-offer=` links that name no instance. */
let unnamedOfferOwner: Element | null = null;

/** Mounts the module into any element (the data-attribute mount and the custom element use this). */
export function mount(element: Element, input: unknown): void {
  injectStyles();
  let instance = instances.get(element);
  if (!instance) {
    mountedCount += 1;
    instance = { root: createRoot(element), name: instanceName(element.id, mountedCount), generation: 0 };
    instances.set(element, instance);
  }
  const generation = ++instance.generation;
  const given = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  const config = embedConfig(given);
  const history = embedDetailHistory(given, instance.name, false);
  if (history.routing.kind === 'query') {
    unnamedOfferOwner ??= element;
    history.routing = { kind: 'query', claimsUnnamed: unnamedOfferOwner === element };
  }
  const current = instance;
  void apiUsable(config.api).then((usable) => {
    if (instances.get(element) !== current || current.generation !== generation) return;
    if (usable) render(current.root, config, history);
    else renderUnavailable(current.root, config);
  });
}

export function unmount(element: Element): void {
  instances.get(element)?.root.unmount();
  instances.delete(element);
  if (unnamedOfferOwner === element) unnamedOfferOwner = null;
}

const readJson = (text: string | null): unknown => {
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    console.error('[meridian-recruiting] the configuration is not valid JSON');
    return {};
  }
};

/** `<meridian-recruiting config='{…}'>` or `element.config = {…}`. */
class MeridianRecruitingElement extends HTMLElement {
  static observedAttributes = ['config'];
  #config: unknown = null;
  constructor() {
    super();
    // A page script may have set `config` before this script defined the element: take it over.
    if (Object.hasOwn(this, 'config')) {
      const early = (this as unknown as { config: unknown }).config;
      delete (this as unknown as { config?: unknown }).config;
      this.#config = early;
    }
  }
  get config(): unknown {
    return this.#config ?? readJson(this.getAttribute('config'));
  }
  set config(value: unknown) {
    this.#config = value;
    if (this.isConnected) mount(this, value);
  }
  connectedCallback() {
    mount(this, this.config);
  }
  disconnectedCallback() {
    unmount(this);
  }
  attributeChangedCallback() {
    if (this.isConnected && this.#config === null) mount(this, this.config);
  }
}

if (!customElements.get('meridian-recruiting')) customElements.define('meridian-recruiting', MeridianRecruitingElement);

/** `<div data-meridian-recruiting='{…}'>` elements present at load. */
function mountDataAttributes(): void {
  for (const element of document.querySelectorAll('[data-meridian-recruiting]')) {
    if (!instances.has(element)) mount(element, readJson(element.getAttribute('data-meridian-recruiting')));
  }
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountDataAttributes);
else mountDataAttributes();

(window as unknown as { MeridianRecruiting: unknown }).MeridianRecruiting = { mount, unmount };
