/**
 * The recruiting module's instance configuration (SPEC §3.10) for a site: `defaultConfig()` with the site's
 * variant, company and URLs, overridden by what the editor set in the block. Pure, so it is unit-tested.
 */
import { COMPANIES } from '@meridian/contracts';
import {
  defaultConfig,
  VARIANT_IDS,
  VARIANTS,
  type ListComponent,
  type ModuleMode,
  type RecruitingConfig,
  type VariantId,
} from '@meridian/recruiting';
import type { RecruitingBlock } from '@/payload-types';

export interface RecruitingSite {
  key: string;
  lang: string;
  market: string;
  /** Path of the page holding the block, e.g. /de/de/karriere. */
  pagePath: string;
  /** Browser-facing API base (PUBLIC_API_URL). */
  api: string;
}

const variantForSite = (siteKey: string): VariantId =>
  VARIANT_IDS.find((id) => VARIANTS[id].site === siteKey) ?? 'default';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const list = (value: unknown): string[] =>
  text(value)
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
const presetList = <T>(value: unknown): T[] | null =>
  Array.isArray(value) && value.length > 0 ? (value as T[]) : null;
/** Only http(s) or site-relative URLs reach links the module renders. */
const safeUrl = (value: unknown): string => {
  const url = text(value);
  return /^(https?:\/\/|\/(?!\/))/i.test(url) ? url : '';
};

/** Defaults per site: the site's variant and company, this page as the career page, apply links per company. */
export function siteDefaults(site: RecruitingSite): RecruitingConfig {
  const variant = variantForSite(site.key);
  const company = COMPANIES.find((entry) => entry.site === VARIANTS[variant].site) ?? COMPANIES[0]!;
  const api = site.api.replace(/\/+$/, '');
  const rules = VARIANTS[variant];
  const components: ListComponent[] = ['search', 'filter', 'reload', 'initiativeapplication', 'list', 'metainfo'];
  if (rules.freelancerButtons) components.push('registerfreelance', 'allfreelance');
  return defaultConfig({
    variant,
    company: company.company,
    companyId: company.companyId,
    api,
    ads: api,
    tracking: company.company,
    listComponents: components,
    maincareer: site.pagePath,
    pluginUri: site.pagePath,
    recruitingUrl: `https://apply.${company.company}.example/jobs/`,
    initiativeUrl: `https://apply.${company.company}.example/initiative`,
    jobAgentEndpoint: '/api/job-agents',
    touchUrls: rules.freelancerButtons ? { register: `https://apply.${company.company}.example/freelancer` } : {},
    language: site.lang,
    prioLanguage: site.lang,
    prioTargetmarket: site.market,
  });
}

/** The block's fields over the site defaults; empty fields keep the default. */
export function blockConfig(site: RecruitingSite, block: Partial<RecruitingBlock>): RecruitingConfig {
  const base = siteDefaults(site);
  const variant = VARIANT_IDS.includes(block.variant as VariantId) ? (block.variant as VariantId) : base.variant;
  const pick = (value: unknown, fallback: string) => text(value) || fallback;
  const touchUrls = {
    ...base.touchUrls,
    ...(safeUrl(block.touchMain) ? { main: safeUrl(block.touchMain) } : {}),
    ...(safeUrl(block.touchJob) ? { job: safeUrl(block.touchJob) } : {}),
    ...(safeUrl(block.touchProject) ? { project: safeUrl(block.touchProject) } : {}),
    ...(safeUrl(block.touchRegister) ? { register: safeUrl(block.touchRegister) } : {}),
  };
  const components = (block.listComponents ?? []).filter((entry): entry is ListComponent => typeof entry === 'string');
  const count = Number(block.count);
  return {
    ...base,
    variant,
    mode: (['list', 'link', 'header'] as ModuleMode[]).includes(block.mode as ModuleMode)
      ? (block.mode as ModuleMode)
      : 'list',
    type: block.type === '3' || block.type === '4' ? block.type : '',
    count: Number.isInteger(count) && count > 0 && count <= 100 ? count : base.count,
    location: /^\d{1,9}$/.test(text(block.location)) ? text(block.location) : '0',
    listComponents: components.length > 0 ? components : base.listComponents,
    company: pick(block.company, base.company),
    companyId:
      Number.isInteger(block.companyId) && Number(block.companyId) > 0 ? Number(block.companyId) : base.companyId,
    api: safeUrl(block.api) || base.api,
    ads: safeUrl(block.ads) || base.ads,
    tracking: pick(block.tracking, base.tracking),
    view: text(block.view),
    filterPosition: text(block.filterPosition),
    tag: text(block.tag),
    messemodus: block.messemodus === true,
    utm: text(block.utm).replace(/^[?&]+/, ''),
    qrCodeUrl: safeUrl(block.qrCodeUrl),
    maincareer: safeUrl(block.maincareer) || base.maincareer,
    pluginUri: safeUrl(block.pluginUri) || base.pluginUri,
    recruitingUrl: safeUrl(block.recruitingUrl) || base.recruitingUrl,
    initiativeUrl: safeUrl(block.initiativeUrl) || base.initiativeUrl,
    touchUrls,
    linkText: text(block.linkText),
    linkKeyword: text(block.linkKeyword),
    linkLocation: text(block.linkLocation),
    linkRadius: text(block.linkRadius),
    range: list(block.range).join(','),
    targetgroup: list(block.targetgroup).join(','),
    entryId: Number.isInteger(block.entryId) && Number(block.entryId) > 0 ? Number(block.entryId) : 0,
    additionalFields: list(block.additionalFields),
    additionalListFields: list(block.additionalListFields),
    prioLanguage: pick(block.prioLanguage, base.prioLanguage),
    prioTargetmarket: pick(block.prioTargetmarket, base.prioTargetmarket),
    emotionImage:
      safeUrl(block.emotionImageDesktop) || safeUrl(block.emotionImageTablet) || safeUrl(block.emotionImagePhone)
        ? {
            desktop: safeUrl(block.emotionImageDesktop),
            tablet: safeUrl(block.emotionImageTablet),
            phone: safeUrl(block.emotionImagePhone),
          }
        : null,
    facultiesFilter: presetList(block.facultiesFilter),
    targetgroupsFilter: presetList(block.targetgroupsFilter),
    typesFilter: presetList(block.typesFilter),
    radiiFilter: null,
    staffResponsibilitiesFilter: presetList(block.staffResponsibilitiesFilter),
    jobtypesFilter: presetList(block.jobtypesFilter),
    workplacetypesFilter: presetList(block.workplacetypesFilter),
    internalCareerFilter: presetList(block.internalCareerFilter),
  };
}

/**
 * The header search box of a site (SPEC §2.11): the module's header mode over the site's defaults, with the site's
 * career page (Sites → career page) as maincareer. Null when the site's variant has no header search box (the
 * variant table's `headerSearchBox`) or the site has no career page in this language.
 */
export function headerSearchConfig(
  site: Omit<RecruitingSite, 'pagePath'>,
  careerPath: string | null,
): RecruitingConfig | null {
  if (!careerPath || !VARIANTS[variantForSite(site.key)].headerSearchBox) return null;
  return blockConfig({ ...site, pagePath: careerPath }, { mode: 'header' });
}
