import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` ADD \`preset\` text DEFAULT 'site';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` ADD \`preset\` text DEFAULT 'site';`)
  // Maps saved before presets get none: the block's preset field reads it from their settings (the preset they
  // amount to, else "custom"), so every existing map shows as before.
  await db.run(sql`UPDATE \`pages_blocks_map\` SET \`preset\` = NULL;`)
  await db.run(sql`UPDATE \`_pages_v_blocks_map\` SET \`preset\` = NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_map\` DROP COLUMN \`preset\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_map\` DROP COLUMN \`preset\`;`)
}
