import { defineAccountsSuite } from './accounts-suite';
import { postgresStore } from './databases';

defineAccountsSuite('PostgreSQL', postgresStore('meridian_web_accounts', 'accounts'));
