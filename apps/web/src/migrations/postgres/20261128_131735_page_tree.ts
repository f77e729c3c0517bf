import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { generateNKeysBetween } from 'payload/shared'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_navigation_main_menu_source" AS ENUM('manual', 'pageTree');
  CREATE TYPE "public"."enum_navigation_page_navigation_source" AS ENUM('manual', 'pageTree');
  ALTER TABLE "pages" ADD COLUMN "_order" varchar;
  ALTER TABLE "pages" ADD COLUMN "parent_id" integer;
  ALTER TABLE "_pages_v" ADD COLUMN "version__order" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_parent_id" integer;
  ALTER TABLE "navigation" ADD COLUMN "main_menu_source" "enum_navigation_main_menu_source" DEFAULT 'manual';
  ALTER TABLE "navigation" ADD COLUMN "page_navigation_source" "enum_navigation_page_navigation_source" DEFAULT 'manual';
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages__order_idx" ON "pages" USING btree ("_order");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version__order_idx" ON "_pages_v" USING btree ("version__order");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");`)
  // Existing pages get an order key (the page tree's manual order), per site in the order they were made, so the
  // tree starts out as the list was; their versions get the same key.
  const { rows } = await db.execute(sql`SELECT "id" FROM "pages" ORDER BY "tenant_id", "id";`)
  const keys = generateNKeysBetween(null, null, rows.length)
  for (const [index, row] of rows.entries()) {
    await db.execute(sql`UPDATE "pages" SET "_order" = ${keys[index]} WHERE "id" = ${row.id};`)
    await db.execute(sql`UPDATE "_pages_v" SET "version__order" = ${keys[index]} WHERE "parent_id" = ${row.id};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP CONSTRAINT "pages_parent_id_pages_id_fk";
  
  ALTER TABLE "_pages_v" DROP CONSTRAINT "_pages_v_version_parent_id_pages_id_fk";
  
  DROP INDEX "pages__order_idx";
  DROP INDEX "pages_parent_idx";
  DROP INDEX "_pages_v_version_version__order_idx";
  DROP INDEX "_pages_v_version_version_parent_idx";
  ALTER TABLE "pages" DROP COLUMN "_order";
  ALTER TABLE "pages" DROP COLUMN "parent_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version__order";
  ALTER TABLE "_pages_v" DROP COLUMN "version_parent_id";
  ALTER TABLE "navigation" DROP COLUMN "main_menu_source";
  ALTER TABLE "navigation" DROP COLUMN "page_navigation_source";
  DROP TYPE "public"."enum_navigation_main_menu_source";
  DROP TYPE "public"."enum_navigation_page_navigation_source";`)
}
