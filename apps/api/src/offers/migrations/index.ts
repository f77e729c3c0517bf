import type { Migration, MigrationProvider } from 'kysely/migration';
import * as m001 from './001_initial.ts';
import * as m002 from './002_offer_revision_index.ts';
import * as m003 from './003_term_ids.ts';
import * as m004 from './004_title_fr_es.ts';
import * as m005 from './005_search_synonyms.ts';
import * as m006 from './006_first_published_at.ts';

/** Static list (not a folder scan) so the bundled server carries its migrations. Add new ones in order. */
export const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_initial': m001,
      '002_offer_revision_index': m002,
      '003_term_ids': m003,
      '004_title_fr_es': m004,
      '005_search_synonyms': m005,
      '006_first_published_at': m006,
    };
  },
};
