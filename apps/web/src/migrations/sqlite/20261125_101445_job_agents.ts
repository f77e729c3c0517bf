import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`job_agents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`email\` text NOT NULL,
  	\`status\` text DEFAULT 'unconfirmed' NOT NULL,
  	\`paused_because\` text,
  	\`frequency\` text NOT NULL,
  	\`search\` text,
  	\`search_name\` text,
  	\`search_error\` text,
  	\`origin\` text NOT NULL,
  	\`page_path\` text NOT NULL,
  	\`market\` text NOT NULL,
  	\`lang\` text NOT NULL,
  	\`token_nonce\` text NOT NULL,
  	\`consent_given_at\` text NOT NULL,
  	\`consent_text_version\` text NOT NULL,
  	\`consent_text\` text NOT NULL,
  	\`consent_page\` text NOT NULL,
  	\`consent_confirmed_at\` text,
  	\`next_run_at\` text,
  	\`last_run_at\` text,
  	\`mails_sent\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_agents_tenant_idx\` ON \`job_agents\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`job_agents_email_idx\` ON \`job_agents\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`job_agents_status_idx\` ON \`job_agents\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_agents_next_run_at_idx\` ON \`job_agents\` (\`next_run_at\`);`)
  await db.run(sql`CREATE INDEX \`job_agents_updated_at_idx\` ON \`job_agents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_agents_created_at_idx\` ON \`job_agents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_agent_runs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`slot\` text NOT NULL,
  	\`status\` text DEFAULT 'claimed' NOT NULL,
  	\`offers\` numeric DEFAULT 0,
  	\`total\` numeric DEFAULT 0,
  	\`attempts\` numeric DEFAULT 0,
  	\`next_attempt_at\` text,
  	\`sent_at\` text,
  	\`error\` text,
  	\`digest\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`job_agents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_agent_runs_agent_idx\` ON \`job_agent_runs\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_agent_runs_status_idx\` ON \`job_agent_runs\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_agent_runs_next_attempt_at_idx\` ON \`job_agent_runs\` (\`next_attempt_at\`);`)
  await db.run(sql`CREATE INDEX \`job_agent_runs_updated_at_idx\` ON \`job_agent_runs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_agent_runs_created_at_idx\` ON \`job_agent_runs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`agent_slot_idx\` ON \`job_agent_runs\` (\`agent_id\`,\`slot\`);`)
  await db.run(sql`CREATE TABLE \`job_agent_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`agent_id\` integer NOT NULL,
  	\`job_id\` numeric NOT NULL,
  	\`run_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`agent_id\`) REFERENCES \`job_agents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`run_id\`) REFERENCES \`job_agent_runs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_agent_deliveries_agent_idx\` ON \`job_agent_deliveries\` (\`agent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_agent_deliveries_run_idx\` ON \`job_agent_deliveries\` (\`run_id\`);`)
  await db.run(sql`CREATE INDEX \`job_agent_deliveries_updated_at_idx\` ON \`job_agent_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_agent_deliveries_created_at_idx\` ON \`job_agent_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`agent_jobId_idx\` ON \`job_agent_deliveries\` (\`agent_id\`,\`job_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`meta\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_stats\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`stats\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_agents_id\` integer REFERENCES job_agents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_agent_runs_id\` integer REFERENCES job_agent_runs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_agent_deliveries_id\` integer REFERENCES job_agent_deliveries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_agents_id_idx\` ON \`payload_locked_documents_rels\` (\`job_agents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_agent_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`job_agent_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_agent_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`job_agent_deliveries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`job_agents\`;`)
  await db.run(sql`DROP TABLE \`job_agent_runs\`;`)
  await db.run(sql`DROP TABLE \`job_agent_deliveries\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_stats\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`sites_id\` integer,
  	\`pages_id\` integer,
  	\`media_id\` integer,
  	\`navigation_id\` integer,
  	\`banners_id\` integer,
  	\`redirects_id\` integer,
  	\`users_id\` integer,
  	\`consent_settings_id\` integer,
  	\`consent_log_id\` integer,
  	\`search_tracking_id\` integer,
  	\`contests_id\` integer,
  	\`contest_entries_id\` integer,
  	\`preview_links_id\` integer,
  	\`search_synonyms_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sites_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`navigation_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_settings_id\`) REFERENCES \`consent_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_log_id\`) REFERENCES \`consent_log\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_tracking_id\`) REFERENCES \`search_tracking\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contests_id\`) REFERENCES \`contests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`contest_entries_id\`) REFERENCES \`contest_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`preview_links_id\`) REFERENCES \`preview_links\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "navigation_id", "banners_id", "redirects_id", "users_id", "consent_settings_id", "consent_log_id", "search_tracking_id", "contests_id", "contest_entries_id", "preview_links_id", "search_synonyms_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "navigation_id", "banners_id", "redirects_id", "users_id", "consent_settings_id", "consent_log_id", "search_tracking_id", "contests_id", "contest_entries_id", "preview_links_id", "search_synonyms_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sites_id_idx\` ON \`payload_locked_documents_rels\` (\`sites_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_navigation_id_idx\` ON \`payload_locked_documents_rels\` (\`navigation_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_settings_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_settings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_log_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_log_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_tracking_id_idx\` ON \`payload_locked_documents_rels\` (\`search_tracking_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contests_id_idx\` ON \`payload_locked_documents_rels\` (\`contests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_contest_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`contest_entries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_preview_links_id_idx\` ON \`payload_locked_documents_rels\` (\`preview_links_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_synonyms_id_idx\` ON \`payload_locked_documents_rels\` (\`search_synonyms_id\`);`)
}
