import { defineCmsSuite } from './cms-suite';
import { postgresStore } from './databases';

defineCmsSuite('PostgreSQL', postgresStore('meridian_web_test', 'CMS'));
