import { describe, expect, it } from 'vitest';
import { getTranslator } from '@meridian/i18n';
import type { OfferListItem } from '@meridian/contracts';
import type { Translate } from './format.ts';
import { tableCells } from './table-cells.ts';

const de = getTranslator('de') as unknown as Translate;
const today = new Date(2026, 10, 24);
const job: OfferListItem = {
  njobid: 4711,
  urlpart: 'x',
  sjobbez: 'Konstrukteur (m/w/d)',
  typeId: 3,
  sniederlassungbez: 'Niederlassung Stuttgart',
  nniederlassungid: 202,
  uselocation_city: 'Stuttgart',
  uselocation_country: 'Deutschland',
  seinsatzbereichbez: 'Technik',
  neinsatzfachbereichset: '12000',
  nzielgruppeset: '2',
  nwochen: null,
  seintritt: null,
  inhouseRecruiting: false,
  tags: [],
} as OfferListItem;
const project: OfferListItem = { ...job, njobid: 815, typeId: 4, nwochen: 9, seintritt: '01.01.2020' };

const shown = (offer: OfferListItem) =>
  tableCells(offer, { t: de, lang: 'de', today })
    .filter((cell) => !cell.empty)
    .map((cell) => `${cell.label}: ${[cell.value, cell.distance].filter(Boolean).join(' ')}`);

describe('project table cells (brand A, §2.13 header duration / start / location)', () => {
  it('a project: every cell with its label', () => {
    expect(shown(project)).toEqual(['Dauer: 3 Monate', 'Start: ab sofort', 'Einsatzort: Stuttgart, Deutschland']);
  });
  it("a job in the table has no duration or start: no '- -', the cells are empty (left out on phones)", () => {
    const cells = tableCells(job, { t: de, lang: 'de', today });
    expect(cells.map((c) => [c.name, c.value, c.empty])).toEqual([
      ['duration', '', true],
      ['start', '', true],
      ['location', 'Stuttgart, Deutschland', false],
    ]);
    expect(shown(job)).toEqual(['Einsatzort: Stuttgart, Deutschland']);
  });
  it("a project of 0 weeks without a start keeps the column's '-' on wide screens but counts as empty", () => {
    const cells = tableCells({ ...project, nwochen: 0, seintritt: null }, { t: de, lang: 'de', today });
    expect(cells.slice(0, 2).map((c) => [c.value, c.empty])).toEqual([
      ['-', true],
      ['-', true],
    ]);
  });
  it('the distance goes with the location when a city was searched', () => {
    expect(shown({ ...job, nentfernung: 12.4 })).toEqual(['Einsatzort: Stuttgart, Deutschland 12 km entfernt']);
    expect(shown({ ...project, nentfernung: 1234 })).toContain('Einsatzort: Stuttgart, Deutschland 1.234 km entfernt');
  });
});
