import { defineJobAgentsSuite } from './job-agents-suite';
import { postgresStore } from './databases';

defineJobAgentsSuite('PostgreSQL', postgresStore('meridian_web_job_agents', 'job agents'));
