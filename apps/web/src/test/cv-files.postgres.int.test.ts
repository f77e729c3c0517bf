import { defineCvFilesSuite } from './cv-files-suite';
import { postgresStore } from './databases';

defineCvFilesSuite('PostgreSQL', postgresStore('meridian_web_cv_files', 'CV files'));
