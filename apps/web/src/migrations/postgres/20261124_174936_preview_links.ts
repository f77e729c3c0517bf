import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "preview_links" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"link_id" varchar NOT NULL,
  	"page_id" integer,
  	"locale" varchar,
  	"issued_by_id" integer,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "preview_links_id" integer;
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_issued_by_id_users_id_fk" FOREIGN KEY ("issued_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "preview_links_tenant_idx" ON "preview_links" USING btree ("tenant_id");
  CREATE UNIQUE INDEX "preview_links_link_id_idx" ON "preview_links" USING btree ("link_id");
  CREATE INDEX "preview_links_page_idx" ON "preview_links" USING btree ("page_id");
  CREATE INDEX "preview_links_issued_by_idx" ON "preview_links" USING btree ("issued_by_id");
  CREATE INDEX "preview_links_expires_at_idx" ON "preview_links" USING btree ("expires_at");
  CREATE INDEX "preview_links_updated_at_idx" ON "preview_links" USING btree ("updated_at");
  CREATE INDEX "preview_links_created_at_idx" ON "preview_links" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_preview_links_fk" FOREIGN KEY ("preview_links_id") REFERENCES "public"."preview_links"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_preview_links_id_idx" ON "payload_locked_documents_rels" USING btree ("preview_links_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "preview_links" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "preview_links" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_preview_links_fk";
  
  DROP INDEX "payload_locked_documents_rels_preview_links_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "preview_links_id";`)
}
