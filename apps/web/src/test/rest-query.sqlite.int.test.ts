import { sqliteStore } from './databases';
import { defineRestQuerySuite } from './rest-query-suite';

defineRestQuerySuite('SQLite', sqliteStore());
