import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "candidates_texts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"text" varchar
  );
  
  ALTER TABLE "candidates_texts" ADD CONSTRAINT "candidates_texts_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "candidates_texts_order_parent" ON "candidates_texts" USING btree ("order","parent_id");`)
  // The one preferred city of each profile becomes the first of its preferred cities before its column goes.
  await db.execute(sql`
  INSERT INTO "candidates_texts" ("order", "parent_id", "path", "text")
    SELECT 1, "id", 'profile.preferredCities', "profile_preferred_city" FROM "candidates"
    WHERE "profile_preferred_city" IS NOT NULL AND trim("profile_preferred_city") <> '';
  ALTER TABLE "candidates" DROP COLUMN "profile_preferred_city";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // Back to one preferred city: the first of each profile's (the others and the interests cannot be kept).
  await db.execute(sql`
  ALTER TABLE "candidates" ADD COLUMN "profile_preferred_city" varchar;
  UPDATE "candidates" SET "profile_preferred_city" = (
    SELECT "text" FROM "candidates_texts" WHERE "parent_id" = "candidates"."id"
      AND "path" = 'profile.preferredCities' ORDER BY "order" LIMIT 1);
  DROP TABLE "candidates_texts" CASCADE;`)
}
