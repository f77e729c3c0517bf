import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_settings_items" AS ENUM('SALESFORCE', 'MERIDIAN_CDN', 'MERIDIAN_API', 'GOOGLE_FONTS', 'MAPBOX', 'PINGDOM', 'YOUTUBE', 'PODIGEE', 'GOOGLE_ANALYTICS', 'GOOGLE_SIGNALS', 'GOOGLE_ADS', 'PARDOT');
  CREATE TYPE "public"."enum_consent_settings_info_urls_item" AS ENUM('SALESFORCE', 'MERIDIAN_CDN', 'MERIDIAN_API', 'GOOGLE_FONTS', 'MAPBOX', 'PINGDOM', 'YOUTUBE', 'PODIGEE', 'GOOGLE_ANALYTICS', 'GOOGLE_SIGNALS', 'GOOGLE_ADS', 'PARDOT');
  CREATE TABLE "consent_settings_items" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_consent_settings_items",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "consent_settings_info_urls" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"item" "enum_consent_settings_info_urls_item" NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "consent_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"revision" numeric DEFAULT 1 NOT NULL,
  	"company_name" varchar,
  	"company_url" varchar,
  	"tags_google_tag_manager_id" varchar,
  	"tags_pingdom_id" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "consent_settings_locales" (
  	"headline" varchar,
  	"button_primary" varchar,
  	"button_secondary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "consent_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"consent_id" varchar NOT NULL,
  	"choices" jsonb NOT NULL,
  	"revision" numeric NOT NULL,
  	"given_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_settings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_log_id" integer;
  ALTER TABLE "consent_settings_items" ADD CONSTRAINT "consent_settings_items_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_settings_info_urls" ADD CONSTRAINT "consent_settings_info_urls_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_settings" ADD CONSTRAINT "consent_settings_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "consent_settings_locales" ADD CONSTRAINT "consent_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "consent_log" ADD CONSTRAINT "consent_log_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "consent_settings_items_order_idx" ON "consent_settings_items" USING btree ("order");
  CREATE INDEX "consent_settings_items_parent_idx" ON "consent_settings_items" USING btree ("parent_id");
  CREATE INDEX "consent_settings_info_urls_order_idx" ON "consent_settings_info_urls" USING btree ("_order");
  CREATE INDEX "consent_settings_info_urls_parent_id_idx" ON "consent_settings_info_urls" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "consent_settings_tenant_idx" ON "consent_settings" USING btree ("tenant_id");
  CREATE INDEX "consent_settings_updated_at_idx" ON "consent_settings" USING btree ("updated_at");
  CREATE INDEX "consent_settings_created_at_idx" ON "consent_settings" USING btree ("created_at");
  CREATE UNIQUE INDEX "consent_settings_locales_locale_parent_id_unique" ON "consent_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "consent_log_tenant_idx" ON "consent_log" USING btree ("tenant_id");
  CREATE INDEX "consent_log_consent_id_idx" ON "consent_log" USING btree ("consent_id");
  CREATE INDEX "consent_log_given_at_idx" ON "consent_log" USING btree ("given_at");
  CREATE INDEX "consent_log_updated_at_idx" ON "consent_log" USING btree ("updated_at");
  CREATE INDEX "consent_log_created_at_idx" ON "consent_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_settings_fk" FOREIGN KEY ("consent_settings_id") REFERENCES "public"."consent_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_log_fk" FOREIGN KEY ("consent_log_id") REFERENCES "public"."consent_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_settings_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_settings_id");
  CREATE INDEX "payload_locked_documents_rels_consent_log_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_settings_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings_info_urls" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_settings_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "consent_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_settings_items" CASCADE;
  DROP TABLE "consent_settings_info_urls" CASCADE;
  DROP TABLE "consent_settings" CASCADE;
  DROP TABLE "consent_settings_locales" CASCADE;
  DROP TABLE "consent_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_settings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_settings_id_idx";
  DROP INDEX "payload_locked_documents_rels_consent_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_settings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_log_id";
  DROP TYPE "public"."enum_consent_settings_items";
  DROP TYPE "public"."enum_consent_settings_info_urls_item";`)
}
