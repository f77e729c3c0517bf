/**
 * Standalone embed (issue 4): `<meridian-recruiting>` custom element and a `data-meridian-recruiting` attribute
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
import { jobIdFromPath } from '../lib/links.ts';
import { normalizeLang } from '../lib/format.ts';
import { createTranslate, recruitingMessages, type MessageTree } from '../lib/translate.ts';
import { defaultConfig, VARIANT_IDS, type RecruitingConfig, type VariantId } from '../lib/types.ts';
import recruitingCss from '../recruiting.css';

const CATALOGUES: Record<string, unknown> = { de, en, fr, es };

/** Fields an embedding page may set; everything else keeps `defaultConfig()`. Unknown keys are ignored. */
export type EmbedConfig = Partial<RecruitingConfig>;

function injectStyles(): void {
  if (document.getElementById('meridian-recruiting-styles')) return;
  const style = document.createElement('style');
  style.id = 'meridian-recruiting-styles';
  style.textContent = `${siteKitCss}\n${recruitingCss}`;
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
    if (expected === null || typeof value === typeof expected || (Array.isArray(expected) && Array.isArray(value))) merged[key] = value;
  }
  if (!VARIANT_IDS.includes(merged.variant as VariantId)) merged.variant = 'default';
  return merged as unknown as RecruitingConfig;
}

function render(root: Root, config: RecruitingConfig): void {
  const lang = normalizeLang(config.language);
  const catalogue = (CATALOGUES[lang] ?? CATALOGUES.de) as Record<string, unknown>;
  const t = createTranslate(catalogue as MessageTree, lang);
  configureRequests({ statusTexts: statusTexts(t) });
  const maincareer = config.maincareer.replace(/\/+$/, '');
  const path = window.location.pathname;
  const onDetail = path.startsWith(`${maincareer}/`) ? jobIdFromPath(path) : null;
  root.render(
    <>
      <Toaster
        labels={{
          region: t('toast.region'),
          close: t('toast.close'),
          types: { info: t('toast.type.info'), success: t('toast.type.success'), warning: t('toast.type.warning'), error: t('toast.type.error') },
        }}
      />
      <RecruitingModule config={config} messages={recruitingMessages(catalogue)} initialQuery={window.location.search} initialJobId={onDetail} />
    </>,
  );
}

const roots = new WeakMap<Element, Root>();

/** Mounts the module into any element (the data-attribute mount and the custom element use this). */
export function mount(element: Element, config: unknown): void {
  injectStyles();
  let root = roots.get(element);
  if (!root) {
    root = createRoot(element);
    roots.set(element, root);
  }
  render(root, embedConfig(config));
}

export function unmount(element: Element): void {
  roots.get(element)?.unmount();
  roots.delete(element);
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
    if (!roots.has(element)) mount(element, readJson(element.getAttribute('data-meridian-recruiting')));
  }
}
if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', mountDataAttributes);
else mountDataAttributes();

(window as unknown as { MeridianRecruiting: unknown }).MeridianRecruiting = { mount, unmount };
