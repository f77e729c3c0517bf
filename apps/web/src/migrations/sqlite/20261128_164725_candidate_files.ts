import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`candidate_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`candidate_id\` integer NOT NULL,
  	\`name\` text NOT NULL,
  	\`type\` text NOT NULL,
  	\`size\` numeric NOT NULL,
  	\`sha256\` text NOT NULL,
  	\`scanned_by\` text,
  	\`storage_key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`candidate_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`candidate_files_candidate_idx\` ON \`candidate_files\` (\`candidate_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`candidate_files_storage_key_idx\` ON \`candidate_files\` (\`storage_key\`);`)
  await db.run(sql`CREATE INDEX \`candidate_files_updated_at_idx\` ON \`candidate_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`candidate_files_created_at_idx\` ON \`candidate_files\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cv_access_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`action\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`user_id\` numeric,
  	\`candidate_id\` numeric NOT NULL,
  	\`file_id\` numeric NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cv_access_log_action_idx\` ON \`cv_access_log\` (\`action\`);`)
  await db.run(sql`CREATE INDEX \`cv_access_log_candidate_id_idx\` ON \`cv_access_log\` (\`candidate_id\`);`)
  await db.run(sql`CREATE INDEX \`cv_access_log_file_id_idx\` ON \`cv_access_log\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`cv_access_log_updated_at_idx\` ON \`cv_access_log\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cv_access_log_created_at_idx\` ON \`cv_access_log\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`candidate_files_id\` integer REFERENCES candidate_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cv_access_log_id\` integer REFERENCES cv_access_log(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidate_files_id_idx\` ON \`payload_locked_documents_rels\` (\`candidate_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cv_access_log_id_idx\` ON \`payload_locked_documents_rels\` (\`cv_access_log_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`candidate_files\`;`)
  await db.run(sql`DROP TABLE \`cv_access_log\`;`)
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
  	\`job_agents_id\` integer,
  	\`job_agent_runs_id\` integer,
  	\`job_agent_deliveries_id\` integer,
  	\`candidates_id\` integer,
  	\`candidate_sessions_id\` integer,
  	\`candidate_passkeys_id\` integer,
  	\`saved_offers_id\` integer,
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
  	FOREIGN KEY (\`search_synonyms_id\`) REFERENCES \`search_synonyms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_agents_id\`) REFERENCES \`job_agents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_agent_runs_id\`) REFERENCES \`job_agent_runs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_agent_deliveries_id\`) REFERENCES \`job_agent_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidates_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidate_sessions_id\`) REFERENCES \`candidate_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`candidate_passkeys_id\`) REFERENCES \`candidate_passkeys\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`saved_offers_id\`) REFERENCES \`saved_offers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "navigation_id", "banners_id", "redirects_id", "users_id", "consent_settings_id", "consent_log_id", "search_tracking_id", "contests_id", "contest_entries_id", "preview_links_id", "search_synonyms_id", "job_agents_id", "job_agent_runs_id", "job_agent_deliveries_id", "candidates_id", "candidate_sessions_id", "candidate_passkeys_id", "saved_offers_id") SELECT "id", "order", "parent_id", "path", "sites_id", "pages_id", "media_id", "navigation_id", "banners_id", "redirects_id", "users_id", "consent_settings_id", "consent_log_id", "search_tracking_id", "contests_id", "contest_entries_id", "preview_links_id", "search_synonyms_id", "job_agents_id", "job_agent_runs_id", "job_agent_deliveries_id", "candidates_id", "candidate_sessions_id", "candidate_passkeys_id", "saved_offers_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_agents_id_idx\` ON \`payload_locked_documents_rels\` (\`job_agents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_agent_runs_id_idx\` ON \`payload_locked_documents_rels\` (\`job_agent_runs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_agent_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`job_agent_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidates_id_idx\` ON \`payload_locked_documents_rels\` (\`candidates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidate_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`candidate_sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_candidate_passkeys_id_idx\` ON \`payload_locked_documents_rels\` (\`candidate_passkeys_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_saved_offers_id_idx\` ON \`payload_locked_documents_rels\` (\`saved_offers_id\`);`)
}
