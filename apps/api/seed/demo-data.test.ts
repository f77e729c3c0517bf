import { describe, expect, it } from 'vitest';
import { haversineKm } from '../src/offers/distance.ts';
import { generateOffers } from './generate.ts';
import { BRANCHES, NEARBY_KM } from './reference.ts';

/** The first-start demo data (3,000 offers, seed 42) has to look like each company's real business. */
const offers = generateOffers({ count: 3000, seed: 42 });
const branchOf = new Map(BRANCHES.map((b) => [b.id, b]));
const HAMBURG = { lat: 53.5511, lon: 9.9937 };

describe('demo branches', () => {
  it('46 branches, each at its own spot (no two markers on one point of a map)', () => {
    expect(BRANCHES).toHaveLength(46);
    for (const a of BRANCHES) {
      for (const b of BRANCHES) {
        if (a.id < b.id)
          expect(haversineKm(a.lat, a.lon, b.lat, b.lon), `${a.id} ${a.name} / ${b.id} ${b.name}`).toBeGreaterThan(0.3);
      }
    }
  });

  it('names and mailboxes are unique within a company', () => {
    for (const companyId of [1, 2, 3, 4]) {
      const own = BRANCHES.filter((b) => b.companyId === companyId);
      expect(new Set(own.map((b) => b.name)).size, `company ${companyId}`).toBe(own.length);
      expect(new Set(own.map((b) => b.email)).size, `company ${companyId}`).toBe(own.length);
    }
  });

  it("each company's head office ('Zentrale') is in its real head-office town", () => {
    const headOffices = BRANCHES.filter((b) => b.name === 'Zentrale').map((b) => [b.companyId, b.city, b.street]);
    expect(headOffices.sort()).toEqual([
      [1, 'Düsseldorf', 'Kaiserswerther Straße 115'],
      [2, 'Stuttgart', 'Pragstraße 26'],
      [3, 'Hamburg', 'Spaldingstraße 160'],
      [4, 'München', 'Maximilianstraße 35'],
    ]);
    expect(branchOf.get(113)?.city).toBe('Düsseldorf');
  });

  it('brand B (Brightwork) is a northern German staffing company around Hamburg', () => {
    for (const b of BRANCHES.filter((x) => x.companyId === 3)) {
      expect(b.lat, `${b.name} lies in the north`).toBeGreaterThan(52.2);
      expect(b.country).toBe('DE');
    }
  });
});

describe('demo offers', () => {
  it('keeps the count', () => {
    expect(offers).toHaveLength(3000);
  });

  it('every offer is at a branch of its own company (or the group head office for the group) and near it', () => {
    for (const o of offers) {
      const branch = branchOf.get(o.branchId)!;
      expect(branch.companyId, `offer ${o.jobId}`).toBe(o.companyId);
      expect(
        haversineKm(branch.lat, branch.lon, o.location.latitude, o.location.longitude),
        `offer ${o.jobId} in ${o.location.city}, branch ${branch.city}`,
      ).toBeLessThanOrEqual(NEARBY_KM);
    }
  });

  it("head-office offers are at the company's own head office, never a 'Zentrale' in another town", () => {
    const atHeadOffice = offers.filter((o) => branchOf.get(o.branchId)!.name === 'Zentrale');
    expect(atHeadOffice.length).toBeGreaterThan(50);
    for (const o of atHeadOffice) expect(o.location.city, `offer ${o.jobId}`).toBe(branchOf.get(o.branchId)!.city);
    expect(offers.filter((o) => o.location.city === 'Bremen' && branchOf.get(o.branchId)!.name === 'Zentrale')).toEqual(
      [],
    );
    // The group's head office (branch 113, SPEC §9.1) has inhouse offers of the group.
    expect(
      offers.filter((o) => o.branchId === 113).every((o) => o.companyId === 1 && o.location.city === 'Düsseldorf'),
    ).toBe(true);
    expect(offers.some((o) => o.branchId === 113)).toBe(true);
  });

  it('brand B has plenty of offers within 50 km of Hamburg', () => {
    const nearHamburg = offers.filter(
      (o) =>
        o.companyId === 3 && haversineKm(HAMBURG.lat, HAMBURG.lon, o.location.latitude, o.location.longitude) <= 50,
    );
    expect(nearHamburg.length).toBeGreaterThan(150);
  });

  it('every offer has a French and a Spanish title (brand A serves /fr/fr and /es/es)', () => {
    for (const o of offers) {
      expect(o.title.fr, `offer ${o.jobId}`).toBeTruthy();
      expect(o.title.es, `offer ${o.jobId}`).toBeTruthy();
      expect(o.title.fr).not.toBe(o.title.en);
    }
    const job = offers.find((o) => o.typeId === 3 && o.title.de.startsWith('Konstrukteur Maschinenbau'))!;
    expect(job.title).toMatchObject({
      fr: 'Ingénieur d’études en génie mécanique (H/F)',
      es: 'Ingeniero de diseño mecánico (H/M)',
    });
  });

  it("brand B's German offer texts say 'du' throughout; the other companies' say 'Sie'", () => {
    const SIE = /\b(Sie|Ihr\w*|Ihnen)\b/;
    const DU = /\b(du|Du|dein\w*|Dein\w*|dir|dich)\b/;
    const german = (o: (typeof offers)[number]) => Object.values(o.texts.de).join(' ');
    const brandB = offers.filter((o) => o.companyId === 3);
    expect(brandB.length).toBeGreaterThan(500);
    for (const o of brandB) expect(german(o), `offer ${o.jobId}`).not.toMatch(SIE);
    expect(
      brandB.every(
        (o) => o.texts.de.tasksHeadline === 'Deine Aufgaben' && o.texts.de.requirementsHeadline === 'Dein Profil',
      ),
    ).toBe(true);
    for (const o of offers.filter((x) => x.companyId !== 3)) expect(german(o), `offer ${o.jobId}`).not.toMatch(DU);
  });
});
