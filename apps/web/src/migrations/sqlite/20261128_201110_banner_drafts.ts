import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`_banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_tenant_id\` integer,
  	\`version_name\` text,
  	\`version_active\` integer DEFAULT true,
  	\`version_position\` text DEFAULT 'modal',
  	\`version_timer\` numeric DEFAULT 0,
  	\`version_icon\` text,
  	\`version_starts_at\` text,
  	\`version_ends_at\` text,
  	\`version_link_page_id\` integer,
  	\`version_link_url\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_tenant_idx\` ON \`_banners_v\` (\`version_tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_link_version_link_page_idx\` ON \`_banners_v\` (\`version_link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_snapshot_idx\` ON \`_banners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_published_locale_idx\` ON \`_banners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_locales\` (
  	\`version_headline\` text,
  	\`version_text\` text,
  	\`version_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_banners_v_locales_locale_parent_id_unique\` ON \`_banners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_order_idx\` ON \`_banners_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_parent_idx\` ON \`_banners_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_path_idx\` ON \`_banners_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_rels_pages_id_idx\` ON \`_banners_v_rels\` (\`pages_id\`);`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text,
  	\`active\` integer DEFAULT true,
  	\`position\` text DEFAULT 'modal',
  	\`timer\` numeric DEFAULT 0,
  	\`icon\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "tenant_id", "name", "active", "position", "timer", "icon", "starts_at", "ends_at", "link_page_id", "link_url", "updated_at", "created_at", "_status") SELECT "id", "tenant_id", "name", "active", "position", "timer", "icon", "starts_at", "ends_at", "link_page_id", "link_url", "updated_at", "created_at", 'published' FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`banners_tenant_idx\` ON \`banners\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_link_link_page_idx\` ON \`banners\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners_locales\` (
  	\`headline\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners_locales\`("headline", "text", "link_label", "id", "_locale", "_parent_id") SELECT "headline", "text", "link_label", "id", "_locale", "_parent_id" FROM \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners_locales\` RENAME TO \`banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  // Banners made before drafts were live on the site: they stay published (above), each with its current content as
  // its latest version, so the admin lists and opens them as before.
  await db.run(sql`INSERT INTO \`_banners_v\`("parent_id", "version_tenant_id", "version_name", "version_active", "version_position", "version_timer", "version_icon", "version_starts_at", "version_ends_at", "version_link_page_id", "version_link_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "tenant_id", "name", "active", "position", "timer", "icon", "starts_at", "ends_at", "link_page_id", "link_url", "updated_at", "created_at", 'published', "updated_at", "updated_at", 1 FROM \`banners\`;`)
  await db.run(sql`INSERT INTO \`_banners_v_locales\`("version_headline", "version_text", "version_link_label", "_locale", "_parent_id") SELECT l."headline", l."text", l."link_label", l."_locale", v."id" FROM \`banners_locales\` l JOIN \`_banners_v\` v ON v."parent_id" = l."_parent_id";`)
  await db.run(sql`INSERT INTO \`_banners_v_rels\`("order", "parent_id", "path", "pages_id") SELECT r."order", v."id", 'version.' || r."path", r."pages_id" FROM \`banners_rels\` r JOIN \`_banners_v\` v ON v."parent_id" = r."parent_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`tenant_id\` integer,
  	\`name\` text NOT NULL,
  	\`active\` integer DEFAULT true,
  	\`position\` text DEFAULT 'modal' NOT NULL,
  	\`timer\` numeric DEFAULT 0 NOT NULL,
  	\`icon\` text,
  	\`starts_at\` text,
  	\`ends_at\` text,
  	\`link_page_id\` integer,
  	\`link_url\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`tenant_id\`) REFERENCES \`sites\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`link_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners\`("id", "tenant_id", "name", "active", "position", "timer", "icon", "starts_at", "ends_at", "link_page_id", "link_url", "updated_at", "created_at") SELECT "id", "tenant_id", "name", "active", "position", "timer", "icon", "starts_at", "ends_at", "link_page_id", "link_url", "updated_at", "created_at" FROM \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners\` RENAME TO \`banners\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`banners_tenant_idx\` ON \`banners\` (\`tenant_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_link_link_page_idx\` ON \`banners\` (\`link_page_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_banners_locales\` (
  	\`headline\` text NOT NULL,
  	\`text\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_banners_locales\`("headline", "text", "link_label", "id", "_locale", "_parent_id") SELECT "headline", "text", "link_label", "id", "_locale", "_parent_id" FROM \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`ALTER TABLE \`__new_banners_locales\` RENAME TO \`banners_locales\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
}
