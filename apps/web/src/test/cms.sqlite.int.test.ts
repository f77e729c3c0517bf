import { defineCmsSuite } from './cms-suite';
import { sqliteStore } from './databases';

defineCmsSuite('SQLite', sqliteStore());
