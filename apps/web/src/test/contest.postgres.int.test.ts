import { defineContestSuite } from './contest-suite';
import { postgresStore } from './databases';

defineContestSuite('PostgreSQL', postgresStore('meridian_web_contest', 'contest'));
