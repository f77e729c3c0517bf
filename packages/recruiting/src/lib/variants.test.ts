import { describe, expect, it } from 'vitest';
import { COMPANIES } from '@meridian/contracts';
import { VARIANT_IDS } from './types.ts';
import {
  accordionHeading,
  emotionalBoxText,
  filterBlocks,
  getVariant,
  VARIANTS,
  variantCompany,
  type VariantRules,
} from './variants.ts';

const where = (predicate: (rules: VariantRules) => boolean) => VARIANT_IDS.filter((id) => predicate(VARIANTS[id]));

describe('variant table (SPEC §1, ARCHITECTURE §3)', () => {
  it('has exactly the four variants, each keyed by its own id', () => {
    expect(Object.keys(VARIANTS).sort()).toEqual([...VARIANT_IDS].sort());
    for (const id of VARIANT_IDS) expect(VARIANTS[id].id).toBe(id);
  });

  it('maps each variant to its site and company', () => {
    expect(variantCompany('default').companyId).toBe(1);
    expect(variantCompany('brand-a').company).toBe('kestrel');
    expect(variantCompany('brand-b').company).toBe('brightwork');
    expect(variantCompany('brand-c').company).toBe('halden');
    expect(new Set(VARIANT_IDS.map((id) => VARIANTS[id].site)).size).toBe(COMPANIES.length);
  });

  it("default radius '0' in exactly one variant, '' in the others (§5.1)", () => {
    expect(where((r) => r.defaultRadius === '0')).toEqual(['brand-b']);
    expect(where((r) => r.defaultRadius === '')).toHaveLength(3);
  });

  it('omits UTM in the apply link in exactly one variant (§2.9)', () => {
    expect(where((r) => !r.applyLinkWithUtm)).toEqual(['brand-c']);
  });

  it('one variant has its own reload wording, falling back to the shared key (§4.3)', () => {
    const own = where((r) => r.reloadLabelKeys[0] !== 'recruiting.reload.page');
    expect(own).toEqual(['brand-b']);
    for (const id of VARIANT_IDS) expect(VARIANTS[id].reloadLabelKeys.at(-1)).toBe('recruiting.reload.page');
  });

  it('project list header in exactly one variant (§2.13)', () => {
    expect(where((r) => r.projectListHeader)).toEqual(['brand-a']);
  });

  it("'rest' filter block and hidden panel in some variants, together (§2.13)", () => {
    expect(where((r) => r.filterRestBlock)).toEqual(['brand-a', 'brand-b']);
    for (const id of VARIANT_IDS) expect(VARIANTS[id].filterPanelInitiallyHidden).toBe(VARIANTS[id].filterRestBlock);
  });

  it('sticky filter bar (§4.5): always where the panel starts hidden, on narrow screens elsewhere', () => {
    expect(where((r) => r.stickyFilterBar === 'always')).toEqual(['brand-a', 'brand-b']);
    for (const id of VARIANT_IDS)
      expect(VARIANTS[id].stickyFilterBar === 'always').toBe(VARIANTS[id].filterPanelInitiallyHidden);
  });

  it('filter groups: internal career brand A only; radius and types brand B only; the five base groups everywhere', () => {
    expect(where((r) => r.filterGroups.includes('internalCareers'))).toEqual(['brand-a']);
    expect(where((r) => r.filterGroups.includes('radius'))).toEqual(['brand-b']);
    expect(where((r) => r.filterGroups.includes('types'))).toEqual(['brand-b']);
    for (const id of VARIANT_IDS) {
      expect(VARIANTS[id].filterGroups.slice(0, 5)).toEqual([
        'range',
        'targetgroup',
        'staffResponsibilities',
        'jobtypes',
        'workplacetypes',
      ]);
    }
  });

  it('jobs and projects everywhere but the staffing brand (brand B has jobs only)', () => {
    expect(where((r) => !r.jobsAndProjects)).toEqual(['brand-b']);
  });

  it('detail layouts: one map, one accordion, one numbered (§2.14)', () => {
    expect(where((r) => r.detailLayout === 'map')).toEqual(['brand-c']);
    expect(where((r) => r.detailLayout === 'accordion')).toEqual(['brand-b']);
    expect(where((r) => r.detailLayout === 'numbered')).toEqual(['default']);
    expect(where((r) => r.detailLayout === 'standard')).toEqual(['brand-a']);
  });

  it('the accordion variant has the fallback headings and the emotional box; no other variant does', () => {
    expect(VARIANTS['brand-b'].accordionFallbackHeadings).toEqual({
      tasks: 'Aufgaben',
      benefits: 'Benefits',
      requirements: 'Voraussetzungen',
    });
    expect(where((r) => r.accordionFallbackHeadings !== null)).toEqual(['brand-b']);
    expect(where((r) => r.emotionalBox !== null)).toEqual(['brand-b']);
  });

  it('PDF de/de fixed in some variants, company id 1 fixed in some branch calls, extended omitted in one', () => {
    expect(where((r) => r.pdfFixedDeDe)).toEqual(['brand-b', 'brand-c']);
    expect(where((r) => r.branchCallCompanyIdFixed)).toEqual(['default', 'brand-b']);
    expect(where((r) => !r.branchCallExtended)).toEqual(['brand-c']);
  });

  it('qrCodeUrl in trade-fair mode in one variant; initiative intro in the parent group; brand A extras', () => {
    expect(where((r) => r.detailQrCodeUrlInTradeFair)).toEqual(['brand-a']);
    expect(where((r) => r.initiativeIntro)).toEqual(['default']);
    expect(where((r) => r.freelancerButtons)).toEqual(['brand-a']);
    expect(where((r) => r.headerSearchBox)).toEqual(['brand-a']);
    expect(where((r) => r.headOfficeUnderLegalName)).toEqual(['brand-c']);
  });

  it('getVariant falls back to the default variant for unknown ids, never throws', () => {
    expect(getVariant('brand-a').id).toBe('brand-a');
    expect(getVariant('nope').id).toBe('default');
    expect(getVariant(undefined).id).toBe('default');
    expect(getVariant('toString').id).toBe('default');
    expect(getVariant('__proto__').id).toBe('default');
  });
});

describe('variant helpers', () => {
  it('emotional box: German on German pages, English otherwise; null without a box', () => {
    expect(emotionalBoxText(VARIANTS['brand-b'], 'de')).toBe(VARIANTS['brand-b'].emotionalBox!.de);
    expect(emotionalBoxText(VARIANTS['brand-b'], 'en')).toBe(VARIANTS['brand-b'].emotionalBox!.en);
    expect(emotionalBoxText(VARIANTS['brand-b'], 'fr')).toBe(VARIANTS['brand-b'].emotionalBox!.en);
    expect(emotionalBoxText(VARIANTS.default, 'de')).toBeNull();
  });

  it('filter blocks: expertise and level first, the rest apart where the variant says so', () => {
    expect(filterBlocks(VARIANTS['brand-b'])).toEqual({
      main: ['range', 'targetgroup'],
      rest: ['staffResponsibilities', 'jobtypes', 'workplacetypes', 'radius', 'types'],
    });
    expect(filterBlocks(VARIANTS['brand-a']).rest).toContain('internalCareers');
    expect(filterBlocks(VARIANTS.default)).toEqual({ main: [...VARIANTS.default.filterGroups], rest: [] });
  });

  it('accordion headings: own headline, else the fallback, else empty', () => {
    const b = VARIANTS['brand-b'];
    expect(accordionHeading(b, 'tasks', 'Deine Aufgaben')).toBe('Deine Aufgaben');
    expect(accordionHeading(b, 'tasks', '  ')).toBe('Aufgaben');
    expect(accordionHeading(b, 'benefits', null)).toBe('Benefits');
    expect(accordionHeading(b, 'requirements', undefined)).toBe('Voraussetzungen');
    expect(accordionHeading(VARIANTS.default, 'tasks', '')).toBe('');
  });
});
