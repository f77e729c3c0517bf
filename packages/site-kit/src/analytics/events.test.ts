import { describe, expect, it, vi } from 'vitest';
import {
  applicationEvent,
  applyClickEvent,
  downloadEvent,
  downloadExtension,
  initiativeApplicationEvent,
  itemVariant,
  newScrollThresholds,
  pollBranchName,
  scrollPercent,
  siteSearchEvent,
  viewItemEvent,
  viewItemListEvent,
  type TrackedOffer,
} from './events.ts';

const job: TrackedOffer = { id: 4711, title: 'Konstrukteur (m/w/d)', type: 3, company: 'Kestrel', city: 'Stuttgart' };
const project: TrackedOffer = { id: 'P-9', title: 'SAP-Berater', type: 4 };

describe('scroll depth (§9.2)', () => {
  it('reports 25/50/75/100 % once each', () => {
    const sent = new Set<number>();
    const reach = (percent: number) => {
      const next = newScrollThresholds(percent, sent);
      next.forEach((t) => sent.add(t));
      return next;
    };
    expect(reach(10)).toEqual([]);
    expect(reach(60)).toEqual([25, 50]);
    expect(reach(55)).toEqual([]);
    expect(reach(99.6)).toEqual([75, 100]);
    expect(reach(100)).toEqual([]);
  });
  it('computes the seen share of the page', () => {
    expect(scrollPercent(0, 800, 800)).toBe(100);
    expect(scrollPercent(0, 500, 2000)).toBe(25);
    expect(scrollPercent(1500, 500, 2000)).toBe(100);
  });
});

describe('downloads (§9.2)', () => {
  it('tracks the nine extensions, case-insensitively, ignoring query and fragment', () => {
    for (const ext of ['pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'ppt', 'pptx', 'zip'])
      expect(downloadExtension(`/files/a.${ext.toUpperCase()}?x=1#y`, 'https://s.example/')).toBe(ext);
    for (const href of ['/a.html', '/pdf', '/a.pdf.html', 'mailto:x@y.de', '/a.jpg'])
      expect(downloadExtension(href, 'https://s.example/')).toBeNull();
    expect(downloadEvent('/docs/Bericht.pdf', 'https://s.example/de/de', 'Bericht')).toEqual({
      event: 'file_download',
      file_extension: 'pdf',
      file_name: 'Bericht.pdf',
      link_url: 'https://s.example/docs/Bericht.pdf',
      link_text: 'Bericht',
    });
  });
});

describe('offer events (§3.4, §9.2)', () => {
  it('prices job 75, project 100, initiative 50, in EUR, with the item variant', () => {
    expect(itemVariant(job)).toBe('job');
    expect(itemVariant({ ...job, internal: true })).toBe('job_ihr');
    expect(itemVariant(project)).toBe('project');
    expect(viewItemEvent(job)).toMatchObject({
      event: 'view_item',
      ecommerce: { currency: 'EUR', value: 75, items: [{ item_id: '4711', item_variant: 'job', price: 75 }] },
    });
    expect(applyClickEvent(project)).toMatchObject({
      event: 'add_to_cart',
      ecommerce: { currency: 'EUR', value: 100, items: [{ item_variant: 'project', price: 100 }] },
    });
    expect(applicationEvent(job, 'T-1')).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'T-1', value: 75 },
    });
    expect(initiativeApplicationEvent('T-2')).toMatchObject({
      event: 'purchase',
      ecommerce: { currency: 'EUR', value: 50, transaction_id: 'T-2' },
    });
  });
  it('describes a shown list with paging and search parameters', () => {
    const event = viewItemListEvent({
      listId: 'jobs',
      listName: 'Jobsuche',
      page: 2,
      shown: 2,
      total: 40,
      offers: [job, project],
      search: { search_term: 'sap', city: 'Köln' },
    });
    expect(event).toMatchObject({
      event: 'view_item_list',
      page_number: 2,
      shown_count: 2,
      total_count: 40,
      search_term: 'sap',
      city: 'Köln',
      ecommerce: { item_list_id: 'jobs', item_list_name: 'Jobsuche' },
    });
    expect((event.ecommerce as { items: { index: number }[] }).items.map((i) => i.index)).toEqual([0, 1]);
    const nextPage = viewItemListEvent({
      listId: 'jobs',
      listName: 'Jobsuche',
      page: 2,
      shown: 22,
      total: 40,
      offers: [job, project],
      offset: 20,
    });
    expect((nextPage.ecommerce as { items: { index: number }[] }).items.map((i) => i.index)).toEqual([20, 21]);
  });
  it('site search carries the tracking type', () => {
    expect(siteSearchEvent('ingenieur')).toEqual({
      event: 'search',
      search_term: 'ingenieur',
      tracking_type: 'websitesearch',
    });
  });
});

describe('branch-name lookup poll (§9.2)', () => {
  it('polls every 100 ms up to 30 times', async () => {
    vi.useFakeTimers();
    try {
      let calls = 0;
      const never = pollBranchName(() => {
        calls += 1;
        return null;
      });
      await vi.advanceTimersByTimeAsync(2_900);
      expect(calls).toBe(29);
      await vi.advanceTimersByTimeAsync(100);
      expect(calls).toBe(30);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(calls).toBe(30);
      await expect(never).resolves.toBeNull();

      let tries = 0;
      const found = pollBranchName(() => (++tries === 3 ? 'Stuttgart' : undefined));
      await vi.advanceTimersByTimeAsync(300);
      await expect(found).resolves.toBe('Stuttgart');
      expect(tries).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });
});
