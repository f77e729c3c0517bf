import { describe, expect, it } from 'vitest';
import { offices } from './maps';

describe('demo map offices', () => {
  it('spell umlauts out in e-mail addresses instead of dropping them', () => {
    const emails = Object.fromEntries(offices('brand.example').map((office) => [office.title, office.email]));
    expect(emails['München']).toBe('muenchen@brand.example');
    expect(emails['Düsseldorf']).toBe('duesseldorf@brand.example');
    for (const email of Object.values(emails)) expect(email).toMatch(/^[a-z]+@brand\.example$/);
  });
});
