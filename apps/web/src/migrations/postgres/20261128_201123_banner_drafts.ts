import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_position" AS ENUM('modal', 'bottom');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('de', 'en', 'fr', 'es');
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_tenant_id" integer,
  	"version_name" varchar,
  	"version_active" boolean DEFAULT true,
  	"version_position" "enum__banners_v_version_position" DEFAULT 'modal',
  	"version_timer" numeric DEFAULT 0,
  	"version_icon" varchar,
  	"version_starts_at" timestamp(3) with time zone,
  	"version_ends_at" timestamp(3) with time zone,
  	"version_link_page_id" integer,
  	"version_link_url" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_headline" varchar,
  	"version_text" varchar,
  	"version_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_banners_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  ALTER TABLE "banners" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "position" DROP NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "timer" DROP NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "headline" DROP NOT NULL;
  ALTER TABLE "banners" ADD COLUMN "_status" "enum_banners_status" DEFAULT 'draft';
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_tenant_id_sites_id_fk" FOREIGN KEY ("version_tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_link_page_id_pages_id_fk" FOREIGN KEY ("version_link_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v_rels" ADD CONSTRAINT "_banners_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_tenant_idx" ON "_banners_v" USING btree ("version_tenant_id");
  CREATE INDEX "_banners_v_version_link_version_link_page_idx" ON "_banners_v" USING btree ("version_link_page_id");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_banners_v_rels_order_idx" ON "_banners_v_rels" USING btree ("order");
  CREATE INDEX "_banners_v_rels_parent_idx" ON "_banners_v_rels" USING btree ("parent_id");
  CREATE INDEX "_banners_v_rels_path_idx" ON "_banners_v_rels" USING btree ("path");
  CREATE INDEX "_banners_v_rels_pages_id_idx" ON "_banners_v_rels" USING btree ("pages_id");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");`)
  // Banners made before drafts were live on the site: they stay published, each with its current content as its
  // latest version, so the admin lists and opens them as before.
  await db.execute(sql`
   UPDATE "banners" SET "_status" = 'published';
  INSERT INTO "_banners_v" ("parent_id", "version_tenant_id", "version_name", "version_active", "version_position", "version_timer", "version_icon", "version_starts_at", "version_ends_at", "version_link_page_id", "version_link_url", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest")
    SELECT "id", "tenant_id", "name", "active", "position"::text::"enum__banners_v_version_position", "timer", "icon", "starts_at", "ends_at", "link_page_id", "link_url", "updated_at", "created_at", 'published', "updated_at", "updated_at", true FROM "banners";
  INSERT INTO "_banners_v_locales" ("version_headline", "version_text", "version_link_label", "_locale", "_parent_id")
    SELECT l."headline", l."text", l."link_label", l."_locale", v."id" FROM "banners_locales" l JOIN "_banners_v" v ON v."parent_id" = l."_parent_id";
  INSERT INTO "_banners_v_rels" ("order", "parent_id", "path", "pages_id")
    SELECT r."order", v."id", 'version.' || r."path", r."pages_id" FROM "banners_rels" r JOIN "_banners_v" v ON v."parent_id" = r."parent_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP TABLE "_banners_v_rels" CASCADE;
  DROP INDEX "banners__status_idx";
  ALTER TABLE "banners" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "position" SET NOT NULL;
  ALTER TABLE "banners" ALTER COLUMN "timer" SET NOT NULL;
  ALTER TABLE "banners_locales" ALTER COLUMN "headline" SET NOT NULL;
  ALTER TABLE "banners" DROP COLUMN "_status";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_position";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum__banners_v_published_locale";`)
}
