import { describe, expect, it } from 'vitest';
import { offerPath } from '@/routing/site-path';
import { VARIANT_IDS, VARIANTS } from '@meridian/recruiting';
import { blockConfig, headerSearchConfig, siteDefaults } from './config';

const site = (key: string, lang = 'de', market = 'de') => ({
  key,
  lang,
  market,
  pagePath: `/${market}/${lang}/karriere`,
  api: 'http://localhost:3001/',
});

describe('recruiting block configuration', () => {
  it('takes the variant and company from the site', () => {
    expect(siteDefaults(site('brand-a'))).toMatchObject({
      variant: 'brand-a',
      company: 'kestrel',
      companyId: 2,
      api: 'http://localhost:3001',
      maincareer: '/de/de/karriere',
    });
    expect(siteDefaults(site('brand-c'))).toMatchObject({ variant: 'brand-c', company: 'halden', companyId: 4 });
    expect(siteDefaults(site('group'))).toMatchObject({ variant: 'default', company: 'velora', companyId: 1 });
    expect(siteDefaults(site('unknown')).variant).toBe('default');
  });

  it('gives brand A the freelancer components and a registration URL', () => {
    const config = siteDefaults(site('brand-a'));
    expect(config.listComponents).toEqual(expect.arrayContaining(['registerfreelance', 'allfreelance']));
    expect(config.touchUrls.register).toMatch(/^https:/);
    expect(siteDefaults(site('brand-b')).listComponents).not.toContain('registerfreelance');
  });

  it('lets empty block fields keep the defaults and validates what is set', () => {
    const config = blockConfig(site('brand-b', 'en'), {
      mode: 'link',
      type: '4',
      count: 500,
      location: 'abc',
      maincareer: 'javascript:alert(1)',
      recruitingUrl: 'https://apply.example/',
      utm: '?utm_source=fair',
      range: ' 12001, ,12002 ',
    });
    expect(config).toMatchObject({
      mode: 'link',
      type: '4',
      count: 20,
      location: '0',
      maincareer: '/de/en/karriere',
      recruitingUrl: 'https://apply.example/',
      utm: 'utm_source=fair',
      range: '12001,12002',
      language: 'en',
    });
    expect(blockConfig(site('group'), { type: 'all', mode: null }).type).toBe('');
    expect(blockConfig(site('group'), { variant: 'brand-c' }).variant).toBe('brand-c');
  });
});

describe('touch URLs and additional list fields from the block', () => {
  it('takes site-relative or http(s) touch URLs only, and the list fields as a list', () => {
    const config = blockConfig(site('brand-a'), {
      touchJob: '/de/de/karriere',
      touchMain: ' /de/de/karriere ',
      touchProject: 'javascript:alert(1)',
      additionalListFields: ' salary, start ,,distance',
    });
    expect(config.touchUrls).toEqual({
      register: 'https://apply.kestrel.example/freelancer',
      job: '/de/de/karriere',
      main: '/de/de/karriere',
    });
    expect(config.additionalListFields).toEqual(['salary', 'start', 'distance']);
    expect(blockConfig(site('brand-c'), {}).touchUrls).toEqual({});
    expect(blockConfig(site('brand-c'), {}).additionalListFields).toEqual([]);
  });
});

describe('header search box (SPEC §2.11)', () => {
  const facts = (key: string, lang = 'de', market = 'de') => ({ key, lang, market, api: 'http://localhost:3001/' });

  it('is the header mode with the career page as maincareer where the variant table has the box', () => {
    expect(headerSearchConfig(facts('brand-a', 'fr', 'fr'), '/fr/fr/carriere')).toMatchObject({
      mode: 'header',
      variant: 'brand-a',
      company: 'kestrel',
      maincareer: '/fr/fr/carriere',
      pluginUri: '/fr/fr/carriere',
      api: 'http://localhost:3001',
      language: 'fr',
    });
  });

  it('follows the variant table, not site names: no box for the others, none without a career page', () => {
    const withBox = VARIANT_IDS.filter((id) => VARIANTS[id].headerSearchBox).map((id) => VARIANTS[id].site);
    for (const key of ['group', 'brand-a', 'brand-b', 'brand-c', 'unknown']) {
      expect(headerSearchConfig(facts(key), '/de/de/karriere') !== null, key).toBe(withBox.includes(key as never));
    }
    expect(withBox).toEqual(['brand-a']);
    expect(headerSearchConfig(facts('brand-a'), null)).toBeNull();
  });
});

describe('detail URLs below a page', () => {
  it('reads [slug, jobId, urlpart] and [slug, jobId] (redirected to the canonical urlpart) only', () => {
    expect(offerPath(['karriere', '123', 'engineer'])).toEqual({ jobId: 123, urlpart: 'engineer' });
    expect(offerPath(['karriere', '123'])).toEqual({ jobId: 123, urlpart: undefined });
    expect(offerPath(['karriere', '0', 'x'])).toBeNull();
    expect(offerPath(['karriere', 'abc', 'x'])).toBeNull();
    expect(offerPath(['karriere', '123', 'x', 'y'])).toBeNull();
    expect(offerPath(['karriere'])).toBeNull();
    expect(offerPath(['karriere', '99999999999999999', 'x'])).toBeNull();
  });
});
