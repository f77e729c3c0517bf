import { definePageTreeSuite } from './page-tree-suite';
import { postgresStore } from './databases';

definePageTreeSuite('PostgreSQL', postgresStore('meridian_web_test', 'page tree'));
