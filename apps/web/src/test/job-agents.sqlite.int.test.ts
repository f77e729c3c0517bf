import { defineJobAgentsSuite } from './job-agents-suite';
import { sqliteStore } from './databases';

defineJobAgentsSuite('SQLite', sqliteStore());
