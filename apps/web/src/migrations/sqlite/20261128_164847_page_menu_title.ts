import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`hide_in_menus\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` ADD \`nav_title\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_hide_in_menus\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` ADD \`version_nav_title\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`hide_in_menus\`;`)
  await db.run(sql`ALTER TABLE \`pages_locales\` DROP COLUMN \`nav_title\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_hide_in_menus\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_locales\` DROP COLUMN \`version_nav_title\`;`)
}
