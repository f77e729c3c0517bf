import { defineCvFilesSuite } from './cv-files-suite';
import { sqliteStore } from './databases';

defineCvFilesSuite('SQLite', sqliteStore());
