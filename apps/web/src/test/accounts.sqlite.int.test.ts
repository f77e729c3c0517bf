import { defineAccountsSuite } from './accounts-suite';
import { sqliteStore } from './databases';

defineAccountsSuite('SQLite', sqliteStore());
