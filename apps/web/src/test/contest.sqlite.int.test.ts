import { defineContestSuite } from './contest-suite';
import { sqliteStore } from './databases';

defineContestSuite('SQLite', sqliteStore());
