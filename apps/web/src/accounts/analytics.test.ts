import { describe, expect, it } from 'vitest';
import { accountPageProperties, accountUserProperties, analyticsUserId } from './analytics';

describe('account analytics user properties', () => {
  const user = analyticsUserId('secret', 42);

  it('name the candidate by a keyed pseudonym: stable, per account and secret, never the address', () => {
    expect(user).toMatch(/^[0-9a-f]{32}$/);
    expect(analyticsUserId('secret', 42)).toBe(user);
    expect(analyticsUserId('secret', 43)).not.toBe(user);
    expect(analyticsUserId('other', 42)).not.toBe(user);
  });

  it('carry the place without the street and the interests as ids, in the talent portal context', () => {
    const properties = accountUserProperties(user, {
      city: 'Stuttgart',
      postalCode: '70173',
      country: 'Deutschland',
      interestFields: ['3004', '1000'],
      interestJobTypes: ['2'],
      street: 'Königstraße 1',
      phone: '0711 123',
      firstName: 'Jana',
    } as never);
    expect(properties).toEqual({
      meridian_application: 'talent_portal',
      meridian_user: user,
      meridian_city: 'Stuttgart',
      meridian_zipcode: '70173',
      meridian_country: 'Deutschland',
      meridian_section: '3004,1000',
      meridian_category: '2',
    });
    expect(JSON.stringify(properties)).not.toMatch(/Königstraße|Jana|0711/);
  });

  it('leave out what is empty, and cut every value to 36 characters', () => {
    expect(accountUserProperties(user, { city: '  ', interestFields: [], postalCode: null })).toEqual({
      meridian_application: 'talent_portal',
      meridian_user: user,
    });
    expect(accountUserProperties(user, null)).toEqual({ meridian_application: 'talent_portal', meridian_user: user });
    const long = accountUserProperties(user, {
      country: 'Vereinigtes Königreich Großbritannien und Nordirland',
      interestFields: ['1000', '2000', '3001', '3002', '3003', '3004', '3005', '3006', '3007'],
    });
    expect(long.meridian_country).toBe('Vereinigtes Königreich Großbritannie');
    expect(long.meridian_section).toBe('1000,2000,3001,3002,3003,3004,3005,3');
    for (const value of Object.values(long)) expect(String(value).length).toBeLessThanOrEqual(36);
  });

  it('without a signed-in candidate: the application context alone', () => {
    expect(accountPageProperties()).toEqual({ application: 'talent_portal' });
  });
});
