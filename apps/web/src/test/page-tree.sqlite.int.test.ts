import { definePageTreeSuite } from './page-tree-suite';
import { sqliteStore } from './databases';

definePageTreeSuite('SQLite', sqliteStore());
