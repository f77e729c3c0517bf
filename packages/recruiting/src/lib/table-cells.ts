/**
 * The cells of the project table (brand A's list layout 'table' with the §2.13 header duration / start / location).
 * On wide screens the header labels the columns; on phones the header is gone, so every shown cell carries its own
 * label and empty cells are left out. A job in the table has no duration or start: those cells stay empty.
 */
import type { OfferListItem } from '@meridian/contracts';
import {
  cityCountry,
  distanceMessage,
  formatProjectDuration,
  formatProjectStart,
  translate,
  type Translate,
} from './format.ts';

export type TableCellName = 'duration' | 'start' | 'location';

export interface TableCell {
  name: TableCellName;
  /** 'Dauer', 'Start', 'Einsatzort' (the column header's text). */
  label: string;
  /** What the column shows; '' for an empty cell. '-' is the §9.1 duration of 0 weeks / no start of a project. */
  value: string;
  /** No real value: shown as the column's '-' (or nothing) on wide screens, left out on phones. */
  empty: boolean;
  /** '12 km entfernt' in the location cell when a city was searched. */
  distance?: string;
}

const NO_VALUE = '-';

export function tableCells(offer: OfferListItem, context: { t: Translate; lang: string; today: Date }): TableCell[] {
  const { t, lang, today } = context;
  const project = offer.typeId === 4;
  const duration = project ? formatProjectDuration(offer.nwochen, t) : '';
  const start = project ? formatProjectStart(offer.seintritt, today, lang, t) : '';
  const location = cityCountry(offer);
  const distance = distanceMessage(offer, lang);
  const cell = (name: TableCellName, labelKey: string, value: string): TableCell => ({
    name,
    label: t(labelKey),
    value,
    empty: value.trim() === '' || value.trim() === NO_VALUE,
  });
  const locationCell = cell('location', 'recruiting.list.header.location', location);
  if (distance) {
    locationCell.distance = translate(t, distance);
    locationCell.empty = false;
  }
  return [
    cell('duration', 'recruiting.list.header.duration', duration),
    cell('start', 'recruiting.list.header.start', start),
    locationCell,
  ];
}
