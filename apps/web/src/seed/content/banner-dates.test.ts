import { describe, expect, it } from 'vitest';
import { bannerEvent, eventDate, withEventDate } from './banner-dates.ts';

describe('demo banner dates', () => {
  const seededAt = new Date('2026-11-24T17:45:00Z');
  it('the event lies the given days after the seeding day; the banner ends with the event day', () => {
    const event = bannerEvent(seededAt, 30);
    expect(event.day.toISOString()).toBe('2026-12-24T00:00:00.000Z');
    expect(event.endsAt).toBe('2026-12-24T22:00:00.000Z');
    expect(Date.parse(event.endsAt)).toBeGreaterThan(seededAt.getTime());
  });
  it('writes the date out in each language', () => {
    const day = new Date('2027-05-14T00:00:00Z');
    expect(eventDate(day, 'de')).toBe('14. Mai 2027');
    expect(eventDate(day, 'en')).toBe('14 May 2027');
    expect(eventDate(day, 'fr')).toBe('14 mai 2027');
    expect(eventDate(day, 'es')).toBe('14 de mayo de 2027');
  });
  it('fills {date} and {year} into every language of a text', () => {
    const day = new Date('2027-01-06T00:00:00Z');
    expect(withEventDate({ de: 'Am {date}', en: 'On {date} ({year})' }, day)).toEqual({
      de: 'Am 6. Januar 2027',
      en: 'On 6 January 2027 (2027)',
    });
    expect(withEventDate({ de: 'Ohne Datum' }, null)).toEqual({ de: 'Ohne Datum' });
  });
});
