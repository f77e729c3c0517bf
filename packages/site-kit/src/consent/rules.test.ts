import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CONFIGURED_ITEMS,
  ESSENTIAL_PROVIDERS,
  ITEM_TYPES,
  PROVIDERS,
  isEssential,
  type ItemType,
  type ProviderId,
} from './items.ts';
import {
  acceptAll,
  acceptEssentials,
  applyToggle,
  configuredKeys,
  dialogReason,
  effectiveRecord,
  groupState,
  needsDialog,
  recordFromToggles,
  sanitizeRecord,
  saveChoice,
  togglesFromRecord,
  type ConsentRecord,
  type StoredConsent,
  type Toggles,
} from './rules.ts';

const ITEMS = DEFAULT_CONFIGURED_ITEMS;
const NON_ESSENTIAL = ITEMS.filter((id) => !isEssential(id));
const stored = (record: ConsentRecord, revision = 1): StoredConsent => ({
  id: '6f1c2a3e-8b7d-4c5e-9f0a-1b2c3d4e5f60',
  revision,
  record,
});
const config = { items: ITEMS, revision: 1 };

const arbItems = fc.subarray(PROVIDERS as ProviderId[]);
const arbToggles = (items: readonly ProviderId[]) =>
  fc
    .tuple(...items.map(() => fc.boolean()))
    .map((flags) => Object.fromEntries(items.map((id, i) => [id, flags[i]])) as Toggles);

/** Every combination of the five non-essential default providers. */
const allCombinations: Toggles[] = Array.from({ length: 1 << NON_ESSENTIAL.length }, (_, mask) =>
  Object.fromEntries(NON_ESSENTIAL.map((id, bit) => [id, Boolean(mask & (1 << bit))])),
);

describe('sanitizeRecord (§5.6)', () => {
  it('keeps only known item types with boolean values', () => {
    expect(
      sanitizeRecord({ GOOGLE_ADS: true, YOUTUBE: 'true', FOO: true, ALL: false, PINGDOM: 1, __proto__: { x: 1 } }),
    ).toEqual({ GOOGLE_ADS: true, ALL: false });
  });
  it('gives an empty record for anything that is not a plain object', () => {
    for (const value of [null, undefined, 1, 'x', true, [], [true], () => 1]) expect(sanitizeRecord(value)).toEqual({});
  });
  it('property: output keys are known item types and values booleans; idempotent', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.oneof(fc.constantFrom(...ITEM_TYPES), fc.string()), fc.anything()), (value) => {
        const record = sanitizeRecord(value);
        for (const [key, flag] of Object.entries(record)) {
          expect(ITEM_TYPES).toContain(key);
          expect(typeof flag).toBe('boolean');
        }
        expect(sanitizeRecord(record)).toEqual(record);
      }),
    );
  });
});

describe('accept all / essentials / save (§4.1)', () => {
  it('accept all sets every configured item, group and ALL true', () => {
    const record = acceptAll(ITEMS);
    expect(Object.keys(record).sort()).toEqual([...configuredKeys(ITEMS)].sort());
    expect(Object.values(record).every((v) => v === true)).toBe(true);
  });
  it('accept essentials sets only essential items true', () => {
    const record = acceptEssentials(ITEMS);
    for (const key of configuredKeys(ITEMS)) expect(record[key], key).toBe(isEssential(key));
  });
  it('the default configuration has ALL, the three categories and nine providers', () => {
    expect(configuredKeys(ITEMS)).toEqual([
      'ALL',
      'ESSENTIALS',
      'FUNCTIONAL',
      'MARKETING',
      ...ESSENTIAL_PROVIDERS,
      'PINGDOM',
      'YOUTUBE',
      'GOOGLE_ANALYTICS',
      'GOOGLE_SIGNALS',
      'GOOGLE_ADS',
    ]);
  });
  it('save keeps essentials on and takes every other toggle as chosen, for every combination', () => {
    for (const toggles of allCombinations) {
      const record = saveChoice({ ...toggles, SALESFORCE: false, MERIDIAN_CDN: false }, ITEMS);
      for (const id of ESSENTIAL_PROVIDERS) expect(record[id]).toBe(true);
      for (const id of NON_ESSENTIAL) expect(record[id]).toBe(toggles[id]);
      expect(record.ESSENTIALS).toBe(true);
      expect(record.ALL).toBe(NON_ESSENTIAL.every((id) => toggles[id]));
      expect(record.FUNCTIONAL).toBe(
        ['PINGDOM', 'YOUTUBE', 'GOOGLE_ANALYTICS', 'GOOGLE_SIGNALS'].every((id) => toggles[id as ProviderId]),
      );
      expect(record.MARKETING).toBe(Boolean(toggles.GOOGLE_ADS));
    }
  });
  it('ignores unknown and unconfigured providers', () => {
    expect(saveChoice({ PARDOT: true, MAPBOX: true } as Toggles, ITEMS)).toEqual(acceptEssentials(ITEMS));
    expect(acceptAll(['YOUTUBE', 'NOPE', 'YOUTUBE'])).toEqual({
      ALL: true,
      ESSENTIALS: true,
      FUNCTIONAL: true,
      YOUTUBE: true,
    });
  });
  it('property: any saved record needs no dialog unless it pairs signals with denied analytics', () => {
    fc.assert(
      fc.property(
        arbItems,
        fc.integer({ min: 1, max: 1000 }),
        fc.dictionary(fc.constantFrom(...PROVIDERS), fc.boolean()),
        (items, revision, toggles) => {
          const record = saveChoice(toggles, items);
          const reason = dialogReason(stored(record, revision), { items, revision });
          if (record.GOOGLE_ANALYTICS === false && record.GOOGLE_SIGNALS === true)
            expect(reason).toBe('signals-without-analytics');
          else expect(reason).toBeNull();
          expect(needsDialog(stored(acceptAll(items), revision), { items, revision })).toBe(false);
          expect(needsDialog(stored(acceptEssentials(items), revision), { items, revision })).toBe(false);
        },
      ),
    );
  });
  it('property: a choice round-trips through toggles', () => {
    fc.assert(
      fc.property(arbItems, fc.dictionary(fc.constantFrom(...PROVIDERS), fc.boolean()), (items, toggles) => {
        const record = saveChoice(toggles, items);
        expect(recordFromToggles(togglesFromRecord(record, items), items)).toEqual(record);
      }),
    );
  });
});

describe('the five re-show conditions and the revision (§4.1)', () => {
  const valid = acceptAll(ITEMS);
  it('no stored consent', () => {
    expect(dialogReason(null, config)).toBe('no-consent');
    expect(dialogReason(stored({}), config)).toBe('no-consent');
  });
  it('a stored key is not among the configured items', () => {
    expect(dialogReason(stored({ ...valid, PARDOT: true }), config)).toBe('unknown-key');
    expect(dialogReason(stored(valid), { items: ITEMS.filter((id) => id !== 'YOUTUBE'), revision: 1 })).toBe(
      'unknown-key',
    );
  });
  it('a configured item is missing from the stored consent', () => {
    for (const key of configuredKeys(ITEMS)) {
      const { [key]: _, ...rest } = valid;
      expect(dialogReason(stored(rest), config), key).toBe('missing-key');
    }
    expect(dialogReason(stored(valid), { items: [...ITEMS, 'MAPBOX'], revision: 1 })).toBe('missing-key');
  });
  it('an essential item is false', () => {
    for (const key of configuredKeys(ITEMS).filter(isEssential))
      expect(dialogReason(stored({ ...valid, [key]: false }), config), key).toBe('essential-denied');
  });
  it('web analytics false while signals true', () => {
    expect(dialogReason(stored({ ...valid, GOOGLE_ANALYTICS: false, GOOGLE_SIGNALS: true }), config)).toBe(
      'signals-without-analytics',
    );
    expect(dialogReason(stored({ ...valid, GOOGLE_ANALYTICS: true, GOOGLE_SIGNALS: false }), config)).toBeNull();
  });
  it('the configuration revision changed', () => {
    expect(dialogReason(stored(valid, 1), { items: ITEMS, revision: 2 })).toBe('revision-changed');
    expect(dialogReason(stored(valid, 3), { items: ITEMS, revision: 2 })).toBe('revision-changed');
  });
  it('a consent needing the dialog is not in force', () => {
    expect(effectiveRecord(stored(valid, 1), { items: ITEMS, revision: 2 })).toEqual({});
    expect(effectiveRecord(stored(valid), config)).toEqual(valid);
    expect(effectiveRecord(null, config)).toEqual({});
  });
  it('property: dropping any key or adding any foreign key of a valid record re-shows the dialog', () => {
    fc.assert(
      fc.property(arbItems, fc.constantFrom(...ITEM_TYPES), (items, key) => {
        const record = acceptAll(items);
        const keys = configuredKeys(items);
        if (keys.includes(key)) {
          const { [key]: _, ...rest } = record;
          expect(needsDialog(stored(rest), { items, revision: 1 })).toBe(true);
        } else {
          expect(needsDialog(stored({ ...record, [key]: true }), { items, revision: 1 })).toBe(true);
        }
      }),
    );
  });
});

describe('toggle dependencies (§4.1)', () => {
  const all = togglesFromRecord(acceptAll(ITEMS), ITEMS);
  const none = togglesFromRecord(acceptEssentials(ITEMS), ITEMS);
  it('unchecking web analytics unchecks signals and ads', () => {
    const next = applyToggle(all, 'GOOGLE_ANALYTICS', false, ITEMS);
    expect([next.GOOGLE_ANALYTICS, next.GOOGLE_SIGNALS, next.GOOGLE_ADS]).toEqual([false, false, false]);
    expect(next.YOUTUBE).toBe(true);
  });
  it('checking signals or ads checks analytics, signals and ads', () => {
    for (const id of ['GOOGLE_SIGNALS', 'GOOGLE_ADS'] as const) {
      const next = applyToggle(none, id, true, ITEMS);
      expect([next.GOOGLE_ANALYTICS, next.GOOGLE_SIGNALS, next.GOOGLE_ADS], id).toEqual([true, true, true]);
      expect(next.YOUTUBE).toBe(false);
    }
  });
  it('unchecking signals or ads unchecks signals (and the clicked one)', () => {
    const a = applyToggle(all, 'GOOGLE_SIGNALS', false, ITEMS);
    expect([a.GOOGLE_ANALYTICS, a.GOOGLE_SIGNALS, a.GOOGLE_ADS]).toEqual([true, false, true]);
    const b = applyToggle(all, 'GOOGLE_ADS', false, ITEMS);
    expect([b.GOOGLE_ANALYTICS, b.GOOGLE_SIGNALS, b.GOOGLE_ADS]).toEqual([true, false, false]);
  });
  it('essentials are read-only', () => {
    expect(applyToggle(all, 'SALESFORCE', false, ITEMS).SALESFORCE).toBe(true);
    expect(applyToggle(all, 'ESSENTIALS', false, ITEMS)).toEqual(all);
  });
  it('a category or ALL sets all its providers', () => {
    expect(applyToggle(none, 'ALL', true, ITEMS)).toEqual(all);
    expect(applyToggle(all, 'ALL', false, ITEMS)).toEqual(none);
    const marketing = applyToggle(none, 'MARKETING', true, ITEMS);
    expect(marketing.GOOGLE_ADS && marketing.GOOGLE_ANALYTICS && marketing.GOOGLE_SIGNALS).toBe(true);
    const functionalOff = applyToggle(all, 'FUNCTIONAL', false, ITEMS);
    expect(groupState(functionalOff, 'FUNCTIONAL', ITEMS)).toBe('unchecked');
    // Ads depend on analytics: switching functional off takes ads along.
    expect(functionalOff.GOOGLE_ADS).toBe(false);
  });
  it('dependencies only touch configured providers', () => {
    const items: ProviderId[] = ['GOOGLE_ANALYTICS', 'GOOGLE_ADS'];
    const next = applyToggle({}, 'GOOGLE_ADS', true, items);
    expect(next).toEqual({ GOOGLE_ANALYTICS: true, GOOGLE_ADS: true });
  });
  it('exhaustive: from every reachable state, every toggle keeps signals and ads behind analytics and ends as clicked', () => {
    const targets: ItemType[] = ['ALL', 'FUNCTIONAL', 'MARKETING', ...NON_ESSENTIAL];
    for (const start of allCombinations) {
      // Only states the dialog can reach: signals and ads never without analytics.
      if ((start.GOOGLE_SIGNALS || start.GOOGLE_ADS) && !start.GOOGLE_ANALYTICS) continue;
      for (const target of targets) {
        for (const checked of [true, false]) {
          const next = applyToggle(start, target, checked, ITEMS);
          expect(next.GOOGLE_SIGNALS && !next.GOOGLE_ANALYTICS, `${target} ${checked}`).toBe(false);
          if (next.GOOGLE_ADS) expect(next.GOOGLE_ANALYTICS).toBe(true);
          // The clicked toggle ends in the requested state.
          const state =
            target === 'ALL' || target === 'FUNCTIONAL' || target === 'MARKETING'
              ? groupState(next, target, ITEMS)
              : next[target as ProviderId]
                ? 'checked'
                : 'unchecked';
          expect(state, `${target} ${checked}`).toBe(checked ? 'checked' : 'unchecked');
          for (const id of ESSENTIAL_PROVIDERS) expect(next[id]).toBe(true);
        }
      }
    }
  });
});

describe('parent checked / half-checked and ALL (§4.1)', () => {
  it('exhaustive over the default configuration', () => {
    for (const toggles of allCombinations) {
      const functional = (['PINGDOM', 'YOUTUBE', 'GOOGLE_ANALYTICS', 'GOOGLE_SIGNALS'] as const).map((id) =>
        Boolean(toggles[id]),
      );
      const expected = functional.every(Boolean) ? 'checked' : functional.some(Boolean) ? 'mixed' : 'unchecked';
      expect(groupState(toggles, 'FUNCTIONAL', ITEMS)).toBe(expected);
      expect(groupState(toggles, 'MARKETING', ITEMS)).toBe(toggles.GOOGLE_ADS ? 'checked' : 'unchecked');
      const every = NON_ESSENTIAL.every((id) => toggles[id]);
      expect(groupState(toggles, 'ALL', ITEMS) === 'checked').toBe(every);
      expect(groupState(toggles, 'ESSENTIALS', ITEMS)).toBe('checked');
    }
  });
  it('property: ALL is checked exactly when every category is', () => {
    fc.assert(
      fc.property(
        arbItems.chain((items) => fc.tuple(fc.constant(items), arbToggles(items))),
        ([items, toggles]) => {
          const cats = (['FUNCTIONAL', 'MARKETING'] as const).filter((c) =>
            items.some((id) =>
              (c === 'MARKETING'
                ? ['GOOGLE_ADS', 'PARDOT']
                : ['MAPBOX', 'PINGDOM', 'YOUTUBE', 'PODIGEE', 'GOOGLE_ANALYTICS', 'GOOGLE_SIGNALS']
              ).includes(id),
            ),
          );
          const allChecked = groupState(toggles, 'ALL', items) === 'checked';
          if (cats.length > 0) expect(allChecked).toBe(cats.every((c) => groupState(toggles, c, items) === 'checked'));
        },
      ),
    );
  });
});
