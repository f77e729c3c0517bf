import { describe, expect, it } from 'vitest';
import {
  applyClickEvent,
  initiativeApplicationEvent,
  viewItemEvent,
  viewItemListEvent,
} from '@meridian/site-kit/analytics';
import type { OfferListItem } from '@meridian/contracts';
import { emptyCriteria } from './types.ts';
import {
  APPLY_NAVIGATION_FALLBACK_MS,
  applyNavigationStep,
  applyPlan,
  BRANCH_NAME_POLL,
  CURRENCY,
  ecommerceItem,
  type EcommerceItem,
  itemVariant,
  listViewPayload,
  offerPrice,
  pageNumber,
  PRICES,
  searchTrackingParams,
  trackedOffer,
} from './tracking.ts';

const item = (id: number, extra: Partial<OfferListItem> = {}) => ({
  njobid: id,
  sjobbez: `Offer ${id}`,
  typeId: 3 as const,
  inhouseRecruiting: false,
  uselocation_city: 'Köln',
  sniederlassungbez: 'Niederlassung Köln',
  seinsatzbereichbez: 'Technik',
  ...extra,
});

describe('constants (SPEC §9.2, §9.3)', () => {
  it('EUR; job 75, project 100, initiative 50; apply fallback 3 s; branch-name poll 100 ms × 30', () => {
    expect(CURRENCY).toBe('EUR');
    expect(PRICES).toEqual({ job: 75, project: 100, initiative: 50 });
    expect(APPLY_NAVIGATION_FALLBACK_MS).toBe(3000);
    expect(BRANCH_NAME_POLL).toEqual({ intervalMs: 100, maxTries: 30 });
  });
});

describe('offers (SPEC §9.2)', () => {
  it('item_variant: job_ihr for inhouse recruiting jobs, job, project', () => {
    expect(itemVariant(trackedOffer(item(1, { inhouseRecruiting: true })))).toBe('job_ihr');
    expect(itemVariant(trackedOffer(item(1)))).toBe('job');
    expect(itemVariant(trackedOffer(item(1, { typeId: 4 })))).toBe('project');
    expect(itemVariant(trackedOffer(item(1, { typeId: 4, inhouseRecruiting: true })))).toBe('project');
  });
  it('prices by type', () => {
    expect(offerPrice({ type: 3 })).toBe(75);
    expect(offerPrice({ type: 4 })).toBe(100);
  });
  it('tracked offer and its e-commerce item', () => {
    const offer = trackedOffer(item(7), 'kestrel');
    expect(offer).toEqual({
      id: 7,
      title: 'Offer 7',
      type: 3,
      internal: false,
      company: 'kestrel',
      city: 'Köln',
      branch: 'Niederlassung Köln',
      category: 'Technik',
    });
    expect(ecommerceItem(offer, 2)).toEqual({
      item_id: '7',
      item_name: 'Offer 7',
      item_variant: 'job',
      item_brand: 'kestrel',
      item_category: 'Technik',
      item_category2: 'Köln',
      item_category3: 'Niederlassung Köln',
      price: 75,
      quantity: 1,
      index: 2,
    });
    expect(trackedOffer(item(8, { uselocation_city: '', sniederlassungbez: '' })).city).toBeUndefined();
  });
});

describe('payloads (SPEC §3.4)', () => {
  it('list view: list id and name, page number, shown count, total, items at their absolute positions', () => {
    const offers = [trackedOffer(item(21)), trackedOffer(item(22, { typeId: 4 }))];
    const payload = listViewPayload({
      listId: 'recruiting_search',
      listName: 'Job search',
      offset: 20,
      pageSize: 20,
      shown: 22,
      total: 22,
      offers,
      criteria: { ...emptyCriteria(), keyword: 'CAD' },
    });
    expect(payload).toMatchObject({
      listId: 'recruiting_search',
      listName: 'Job search',
      page: 2,
      shown: 22,
      total: 22,
      offset: 20,
    });
    expect(payload.search).toMatchObject({ search_term: 'CAD' });
    // The event the analytics layer pushes for it.
    const event = viewItemListEvent(payload);
    const ecommerce = event.ecommerce as { item_list_id: string; item_list_name: string; items: EcommerceItem[] };
    expect(ecommerce.item_list_id).toBe('recruiting_search');
    expect(ecommerce.item_list_name).toBe('Job search');
    expect(ecommerce.items.map((i) => [i.item_id, i.item_variant, i.price, i.index])).toEqual([
      ['21', 'job', 75, 20],
      ['22', 'project', 100, 21],
    ]);
    expect(event).toMatchObject({
      event: 'view_item_list',
      page_number: 2,
      shown_count: 22,
      total_count: 22,
      search_term: 'CAD',
    });
  });
  it('page numbers', () => {
    expect(pageNumber(0, 20)).toBe(1);
    expect(pageNumber(20, 20)).toBe(2);
    expect(pageNumber(45, 20)).toBe(3);
    expect(pageNumber(10, 0)).toBe(1);
    expect(pageNumber(-5, 20)).toBe(1);
  });
  it('offer view and apply click of API offers: currency, value, items (through the analytics layer)', () => {
    const project = trackedOffer(item(5, { typeId: 4 }));
    expect(viewItemEvent(project)).toEqual({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 100, items: [ecommerceItem(project, 0)] },
    });
    expect(applyClickEvent(trackedOffer(item(6)))).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 75 },
    });
    expect(applyClickEvent(trackedOffer(item(7, { inhouseRecruiting: true })))).toMatchObject({
      ecommerce: { items: [{ item_variant: 'job_ihr', price: 75 }] },
    });
  });
  it('initiative application: 50', () => {
    expect(initiativeApplicationEvent('T1', 'velora')).toMatchObject({
      ecommerce: { currency: 'EUR', value: 50, transaction_id: 'T1', items: [{ price: 50, item_brand: 'velora' }] },
    });
  });
  it('search parameters tracked (SPEC §3.4)', () => {
    expect(
      searchTrackingParams({
        ...emptyCriteria(),
        keyword: 'SAP',
        city: { name: 'Köln', lat: 1, lon: 2 },
        radius: '50',
        faculty: ['1001', '1002'],
        target: ['1'],
        type: '3',
        staffresponsibility: ['2'],
        workplacetype: ['3'],
        jobtype: ['4'],
        internalCareer: 'inhouse',
      }),
    ).toEqual({
      search_term: 'SAP',
      city: 'Köln',
      city_radius: '50',
      ranges_of_applications: '1001,1002',
      experience_levels: '1',
      type: '3',
      staff_responsibility: '2',
      workplacetype: '3',
      jobtype: '4',
      internal_career: 'inhouse',
    });
  });
});

describe('apply navigation (SPEC §4.6)', () => {
  it('tracking allowed: track first, then navigate, fallback after 3 s; otherwise at once', () => {
    expect(applyPlan(true)).toEqual({ kind: 'trackThenNavigate', fallbackMs: 3000 });
    expect(applyPlan(false)).toEqual({ kind: 'navigateNow' });
  });
  it('navigates once: on the first of tracked / fallback', () => {
    let step = applyNavigationStep({ navigated: false }, 'tracked');
    expect(step.navigate).toBe(true);
    step = applyNavigationStep(step.state, 'fallbackElapsed');
    expect(step.navigate).toBe(false);
    const viaTimer = applyNavigationStep({ navigated: false }, 'fallbackElapsed');
    expect(viaTimer.navigate).toBe(true);
    expect(applyNavigationStep(viaTimer.state, 'tracked').navigate).toBe(false);
  });
});
