/**
 * Every message key the pure logic hands to `t` exists in the English catalogue (packages/i18n), so a typo fails
 * here and not on a page. Plural keys count when their _one/_other forms exist.
 */
import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { messages } from '@meridian/i18n';

const here = fileURLToPath(new URL('.', import.meta.url));
const sources = readdirSync(here).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

/** Keys the catalogue does not have yet (the variant falls back to the shared key meanwhile). None now. */
const PENDING_KEYS = new Set<string>();

function lookup(path: string): unknown {
  let node: unknown = messages.en;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

describe('catalogue keys', () => {
  const keys = new Set<string>();
  for (const file of sources) {
    for (const match of readFileSync(`${here}/${file}`, 'utf8').matchAll(/'(recruiting\.[A-Za-z0-9_.]+)'/g))
      keys.add(match[1]!);
  }
  it('finds the keys the module uses', () => {
    expect(keys.size).toBeGreaterThan(15);
  });
  it.each([...keys].sort())('%s exists in en', (key) => {
    if (PENDING_KEYS.has(key)) return;
    const value = lookup(key);
    const plural = typeof lookup(`${key}_one`) === 'string' && typeof lookup(`${key}_other`) === 'string';
    expect(typeof value === 'string' || plural, key).toBe(true);
  });
});
