import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_map_preset" AS ENUM('site', 'detail', 'cluster', 'custom');
  CREATE TYPE "public"."enum__pages_v_blocks_map_preset" AS ENUM('site', 'detail', 'cluster', 'custom');
  ALTER TABLE "pages_blocks_map" ADD COLUMN "preset" "enum_pages_blocks_map_preset" DEFAULT 'site';
  ALTER TABLE "_pages_v_blocks_map" ADD COLUMN "preset" "enum__pages_v_blocks_map_preset" DEFAULT 'site';`)
  // Maps saved before presets get none: the block's preset field reads it from their settings (the preset they
  // amount to, else "custom"), so every existing map shows as before.
  await db.execute(sql`
  UPDATE "pages_blocks_map" SET "preset" = NULL;
  UPDATE "_pages_v_blocks_map" SET "preset" = NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_map" DROP COLUMN "preset";
  ALTER TABLE "_pages_v_blocks_map" DROP COLUMN "preset";
  DROP TYPE "public"."enum_pages_blocks_map_preset";
  DROP TYPE "public"."enum__pages_v_blocks_map_preset";`)
}
