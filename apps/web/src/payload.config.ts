import path from 'node:path';
import { buildConfig, type DatabaseAdapterObj } from 'payload';
import { postgresAdapter } from '@payloadcms/db-postgres';
import { sqliteAdapter } from '@payloadcms/db-sqlite';
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import sharp from 'sharp';
import { userIsAdmin } from './access/isAdmin';
import { Banners } from './collections/Banners/config';
import { ConsentLog } from './collections/ConsentLog/config';
import { PreviewLinks } from './collections/PreviewLinks/config';
import { ConsentSettings } from './collections/ConsentSettings/config';
import { ContestEntries } from './collections/ContestEntries/config';
import { Contests } from './collections/Contests/config';
import { Media } from './collections/Media/config';
import { Navigation } from './collections/Navigation/config';
import { Pages } from './collections/Pages/config';
import { Redirects } from './collections/Redirects/config';
import { SearchSynonyms } from './collections/SearchSynonyms/config';
import { SearchTracking } from './collections/SearchTracking/config';
import { Sites } from './collections/Sites/config';
import { Users } from './collections/Users/config';
import { JobAgents } from './collections/JobAgents/config';
import { JobAgentRuns } from './collections/JobAgentRuns/config';
import { JobAgentDeliveries } from './collections/JobAgentDeliveries/config';
import { Candidates } from './collections/Candidates/config';
import { CandidateSessions } from './collections/CandidateSessions/config';
import { CandidatePasskeys } from './collections/CandidatePasskeys/config';
import { SavedOffers } from './collections/SavedOffers/config';
import { CandidateFiles } from './collections/CandidateFiles/config';
import { CvAccessLog } from './collections/CvAccessLog/config';
import { JOB_AGENT_QUEUE, jobAgentDigestsTask, jobAgentsTask } from './job-agents/task';
import { SCHEDULED_PUBLISH_QUEUE } from './scheduling/rules';
import { withSameSiteReferences } from './collections/hooks/same-site-references';
import { withMalformedIdCheck } from './collections/hooks/reject-malformed-id';
import { meridianEmailAdapter } from './email/adapter';
import { isPostgresUrl } from '@/cms/database-url';
import { dataDir, webRoot } from '@/server/paths';
import { payloadSecret } from '@/cms/secret';
import { CONTENT_LANGUAGES, LANGUAGE_NAMES } from './sites/languages';
import { de } from '@payloadcms/translations/languages/de';
import { en } from '@payloadcms/translations/languages/en';
import { es } from '@payloadcms/translations/languages/es';
import { fr } from '@payloadcms/translations/languages/fr';
import { adminText, adminTranslations } from './admin-i18n/translate';

/** A time limit in ms from the environment; 0 (or not a number) means none. */
function msFromEnv(name: string, fallback: number): number | undefined {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * The CMS database: SQLite under DATA_DIR by default, PostgreSQL with DATABASE_URL. Schema changes are
 * migrations for both dialects (src/migrations/{sqlite,postgres}); never dev-mode schema push.
 */
function databaseAdapter(): DatabaseAdapterObj {
  const databaseUrl = process.env.DATABASE_URL;
  if (isPostgresUrl(databaseUrl)) {
    return postgresAdapter({
      pool: {
        connectionString: databaseUrl,
        max: Number(process.env.DATABASE_POOL_MAX ?? 10),
        // A database that is gone or hangs must not hang requests: connecting and each query give up
        // after a few seconds (node-postgres waits forever by default). 0 turns a limit off (the setup script's
        // migrations and seed run without the query limit).
        connectionTimeoutMillis: msFromEnv('DATABASE_CONNECT_TIMEOUT_MS', 3_000),
        query_timeout: msFromEnv('DATABASE_QUERY_TIMEOUT_MS', 5_000),
      },
      push: false,
      migrationDir: path.join(webRoot(), 'src/migrations/postgres'),
    });
  }
  return sqliteAdapter({
    client: { url: `file:${path.join(dataDir(), 'cms.db')}` },
    push: false,
    migrationDir: path.join(webRoot(), 'src/migrations/sqlite'),
  });
}

/** The collections whose documents belong to one site (the multi-tenant plugin's `tenant` field). */
const siteScopedCollections = {
  pages: {},
  media: {},
  navigation: { isGlobal: true },
  // Cookie consent: one configuration per site; the log is per site, read by its editors.
  'consent-settings': { isGlobal: true },
  'consent-log': {},
  // Redirects: per site.
  redirects: {},
  // Site search: tracking events per site (the tenant comes from the request host).
  'search-tracking': {},
  // Brand B lottery: contests and their entries belong to a site.
  contests: {},
  'contest-entries': {},
  // Announcement banners: any number per site.
  banners: {},
  // Review links (workspace preview): listed and revoked per site.
  'preview-links': {},
  // Job agents: personal data of the site they were created on (administrators only).
  'job-agents': {},
};
const siteScoped = new Set(Object.keys(siteScopedCollections));

const collections = [
  Sites,
  Pages,
  Media,
  Navigation,
  Banners,
  Redirects,
  Users,
  ConsentSettings,
  ConsentLog,
  SearchTracking,
  Contests,
  ContestEntries,
  PreviewLinks,
  SearchSynonyms,
  JobAgents,
  JobAgentRuns,
  JobAgentDeliveries,
  Candidates,
  CandidateSessions,
  CandidatePasskeys,
  SavedOffers,
  CandidateFiles,
  CvAccessLog,
];

export default buildConfig({
  secret: payloadSecret(),
  routes: {
    api: '/cms-api',
    admin: '/admin',
    graphQL: '/cms-api/graphql',
    graphQLPlayground: '/cms-api/graphql-playground',
  },
  admin: {
    user: Users.slug,
    avatar: 'default',
    importMap: { baseDir: path.join(webRoot(), 'src') },
    meta: { titleSuffix: ' – Meridian CMS' },
    // The page tree of the editor's sites (collections/Pages/PageTreeView.tsx).
    components: {
      // A refused schedule (a time already past) shown as the error it is (scheduling/ScheduleRefusalProvider.tsx).
      providers: ['@/scheduling/ScheduleRefusalProvider#ScheduleRefusalProvider'],
      views: {
        pageTree: { Component: '@/collections/Pages/PageTreeView#PageTreeView', path: '/page-tree', exact: true },
      },
    },
  },
  collections: collections
    .map(withMalformedIdCheck)
    .map((collection) => withSameSiteReferences(collection, siteScoped, Sites.slug)),
  // The admin in the editors' languages; each editor picks theirs in their account (Payload's language setting).
  i18n: { supportedLanguages: { de, en, fr, es }, fallbackLanguage: 'en' },
  localization: {
    locales: CONTENT_LANGUAGES.map((code) => ({ code, label: LANGUAGE_NAMES[code] })),
    defaultLocale: 'de',
    // Payload only defaults a request's locale when fallback is on (REST without ?locale would otherwise fail).
    // Public pages never fall back: src/sites/data.ts asks with fallbackLocale: false.
    fallback: true,
  },
  editor: lexicalEditor(),
  db: databaseAdapter(),
  sharp,
  email: meridianEmailAdapter,
  graphQL: { disable: true },
  // Background work (ARCHITECTURE §2): the CMS job queue, run inside every web instance. JOB_QUEUE=off leaves
  // it to other instances (or stops it, e.g. while migrating).
  jobs: {
    tasks: [jobAgentsTask, jobAgentDigestsTask],
    autoRun:
      process.env.JOB_QUEUE === 'off'
        ? []
        : [
            { cron: '*/15 * * * * *', queue: JOB_AGENT_QUEUE, limit: 5 },
            // Scheduled publishing of pages: Payload queues those jobs on its default queue; every 15 s, so a page
            // goes live or offline on the site well within a minute of its time.
            { cron: '*/15 * * * * *', queue: SCHEDULED_PUBLISH_QUEUE, limit: 10 },
          ],
    deleteJobOnComplete: true,
    jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
      ...defaultJobsCollection,
      admin: { ...defaultJobsCollection.admin, hidden: ({ user }) => !userIsAdmin(user as { roles?: string[] }) },
    }),
    access: { run: ({ req }) => userIsAdmin(req.user as { roles?: string[] }) },
  },
  telemetry: false,
  upload: { limits: { fileSize: 20_000_000 } },
  typescript: { outputFile: path.join(webRoot(), 'src/payload-types.ts'), autoGenerate: false },
  plugins: [
    multiTenantPlugin({
      tenantsSlug: Sites.slug,
      collections: siteScopedCollections,
      userHasAccessToAllTenants: (user) => userIsAdmin(user as { roles?: string[] }),
      tenantSelectorLabel: adminText('Site'),
    }),
    // Last: translates the fields the plugins above added to our collections too.
    adminTranslations(collections.map((collection) => collection.slug)),
  ],
});
