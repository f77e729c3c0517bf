import { describe, expect, it } from 'vitest';
import type { OfferListItem } from '@meridian/contracts';
import { AGENT_DELIVERED_MAX, type AgentMatch, type AgentSearchAnswer } from '@/recruiting/agent-matches';
import { AGENT_MATCH_LIMIT, deliveredFor, deliveredWindowStart, freshOffers } from './digest';
import { DIGEST_LIST_SIZE } from './mails';

type Found = Extract<AgentSearchAnswer, { ok: true }>;
const match = (njobid: number): AgentMatch => ({ njobid, item: { njobid } as OfferListItem });
const found = (ids: number[], total: number): Found => ({ id: '1', ok: true, total, matches: ids.map(match) });

describe('how many offers a pass asks per search', () => {
  it('asks for as many as the digest lists: the API leaves out what was delivered before', () => {
    expect(AGENT_MATCH_LIMIT).toBe(DIGEST_LIST_SIZE);
  });
});

describe('deliveredFor (the offers to tell the API were delivered)', () => {
  const since = '2026-11-28T10:00:00.000Z';
  it('starts an hour before the run looks back to (clocks of the two services may differ)', () => {
    expect(deliveredWindowStart(since)).toBe('2026-11-28T09:00:00.000Z');
  });
  it('names the offers recorded within that window, once each, in id order', () => {
    const deliveries = [
      { jobId: 30, at: '2026-11-28T09:59:00.000Z' },
      { jobId: 10, at: '2026-11-28T09:00:00.000Z' },
      { jobId: 20, at: '2026-11-28T08:59:59.999Z' },
      { jobId: 30, at: '2026-11-28T10:30:00.000Z' },
    ];
    expect(deliveredFor(deliveries, since)).toEqual([10, 30]);
    expect(deliveredFor(undefined, since)).toEqual([]);
  });
  it('names at most the API’s limit, the latest ones', () => {
    const many = Array.from({ length: AGENT_DELIVERED_MAX + 5 }, (_, i) => ({
      jobId: i + 1,
      at: new Date(Date.parse(since) + i * 1000).toISOString(),
    }));
    const named = deliveredFor(many, since);
    expect(named).toHaveLength(AGENT_DELIVERED_MAX);
    expect(named[0]).toBe(6);
    expect(named.at(-1)).toBe(AGENT_DELIVERED_MAX + 5);
  });
});

describe('freshOffers', () => {
  it('lists what the API answered and counts what it found (the delivered ones are left out there)', () => {
    const { fresh, total } = freshOffers(found([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 73), () => true);
    expect(fresh.map((m) => m.njobid)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    // The digest lists 10 and says 63 more.
    expect(total).toBe(73);
  });
  it('drops and does not count an offer another scheduler recorded meanwhile', () => {
    const { fresh, total } = freshOffers(found([1, 2, 3], 12), (m) => m.njobid !== 2);
    expect(fresh.map((m) => m.njobid)).toEqual([1, 3]);
    expect(total).toBe(11);
  });
  it('has nothing new when none is left', () => {
    expect(freshOffers(found([7, 8], 2), () => false)).toEqual({ fresh: [], total: 0 });
    expect(freshOffers(found([], 0), () => true)).toEqual({ fresh: [], total: 0 });
  });
  it('never counts fewer than it lists', () => {
    expect(freshOffers(found([1, 2, 3], 1), () => true).total).toBe(3);
  });
});
