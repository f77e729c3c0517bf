import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`candidates_texts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`candidates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`candidates_texts_order_parent\` ON \`candidates_texts\` (\`order\`,\`parent_id\`);`)
  // The one preferred city of each profile becomes the first of its preferred cities before its column goes.
  await db.run(sql`INSERT INTO \`candidates_texts\` (\`order\`, \`parent_id\`, \`path\`, \`text\`)
    SELECT 1, \`id\`, 'profile.preferredCities', \`profile_preferred_city\` FROM \`candidates\`
    WHERE \`profile_preferred_city\` IS NOT NULL AND trim(\`profile_preferred_city\`) <> '';`)
  await db.run(sql`ALTER TABLE \`candidates\` DROP COLUMN \`profile_preferred_city\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`candidates\` ADD \`profile_preferred_city\` text;`)
  // Back to one preferred city: the first of each profile's (the others and the interests cannot be kept).
  await db.run(sql`UPDATE \`candidates\` SET \`profile_preferred_city\` = (
    SELECT \`text\` FROM \`candidates_texts\` WHERE \`parent_id\` = \`candidates\`.\`id\`
      AND \`path\` = 'profile.preferredCities' ORDER BY \`order\` LIMIT 1);`)
  await db.run(sql`DROP TABLE \`candidates_texts\`;`)
}
