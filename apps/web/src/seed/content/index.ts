/**
 * The demo content of all four sites, in a fixed order (the parent group first: it is the fallback site).
 */
import { site as brandA } from './brand-a.ts';
import { site as brandB } from './brand-b.ts';
import { site as brandC } from './brand-c.ts';
import { site as group } from './group.ts';
import type { SeedSite } from './types.ts';

export type * from './types.ts';

export const seedSites: SeedSite[] = [group, brandA, brandB, brandC];
