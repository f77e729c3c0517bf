import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "hide_in_menus" boolean DEFAULT false;
  ALTER TABLE "pages_locales" ADD COLUMN "nav_title" varchar;
  ALTER TABLE "_pages_v" ADD COLUMN "version_hide_in_menus" boolean DEFAULT false;
  ALTER TABLE "_pages_v_locales" ADD COLUMN "version_nav_title" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" DROP COLUMN "hide_in_menus";
  ALTER TABLE "pages_locales" DROP COLUMN "nav_title";
  ALTER TABLE "_pages_v" DROP COLUMN "version_hide_in_menus";
  ALTER TABLE "_pages_v_locales" DROP COLUMN "version_nav_title";`)
}
