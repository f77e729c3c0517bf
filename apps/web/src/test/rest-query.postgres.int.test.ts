import { postgresStore } from './databases';
import { defineRestQuerySuite } from './rest-query-suite';

defineRestQuerySuite('PostgreSQL', postgresStore('meridian_web_rest', 'REST query'));
