import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, pushToast, toastDuration, toToast, type Toast } from './rules.ts';

const toast = (id: number): Toast => toToast(id, { headline: `T${id}` }, 'brand-a.localhost');

describe('toasts (SPEC §2.4, §3.15, §9.3)', () => {
  it('last 5 s by default and 7 s for errors, unless a duration is given', () => {
    expect(toastDuration('info')).toBe(5_000);
    expect(toastDuration('success')).toBe(5_000);
    expect(toastDuration('warning')).toBe(5_000);
    expect(toastDuration('error')).toBe(7_000);
    expect(toastDuration('info', 10_000)).toBe(10_000);
    expect(toastDuration('error', 0)).toBe(7_000);
    expect(toastDuration('error', Number.NaN)).toBe(7_000);
  });
  it('shows at most three: a fourth pushes out the oldest', () => {
    let list: Toast[] = [];
    for (const id of [1, 2, 3]) list = pushToast(list, toast(id));
    expect(list.map((t) => t.id)).toEqual([1, 2, 3]);
    list = pushToast(list, toast(4));
    expect(MAX_TOASTS).toBe(3);
    expect(list.map((t) => t.id)).toEqual([2, 3, 4]);
  });
  it('carries type, icon, headline, text and host, info by default', () => {
    expect(toToast(7, { headline: 'Saved', text: 'All good' }, 'localhost:3000')).toEqual({
      id: 7,
      type: 'info',
      icon: 'i',
      headline: 'Saved',
      text: 'All good',
      host: 'localhost:3000',
      duration: 5_000,
    });
    expect(toToast(8, { type: 'error', headline: 'x', icon: '⚡' }, 'h').icon).toBe('⚡');
  });
});
