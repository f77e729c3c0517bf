import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_saved_offers_lang" AS ENUM('de', 'en', 'fr', 'es');
  CREATE TABLE "saved_offers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"offer_id" numeric NOT NULL,
  	"title" varchar NOT NULL,
  	"location" varchar,
  	"company" varchar,
  	"url" varchar NOT NULL,
  	"lang" "enum_saved_offers_lang",
  	"saved_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "saved_offers_id" integer;
  ALTER TABLE "saved_offers" ADD CONSTRAINT "saved_offers_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "saved_offers_candidate_idx" ON "saved_offers" USING btree ("candidate_id");
  CREATE INDEX "saved_offers_offer_id_idx" ON "saved_offers" USING btree ("offer_id");
  CREATE INDEX "saved_offers_saved_at_idx" ON "saved_offers" USING btree ("saved_at");
  CREATE INDEX "saved_offers_updated_at_idx" ON "saved_offers" USING btree ("updated_at");
  CREATE INDEX "saved_offers_created_at_idx" ON "saved_offers" USING btree ("created_at");
  CREATE UNIQUE INDEX "candidate_offerId_idx" ON "saved_offers" USING btree ("candidate_id","offer_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_saved_offers_fk" FOREIGN KEY ("saved_offers_id") REFERENCES "public"."saved_offers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_saved_offers_id_idx" ON "payload_locked_documents_rels" USING btree ("saved_offers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "saved_offers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "saved_offers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_saved_offers_fk";
  
  DROP INDEX "payload_locked_documents_rels_saved_offers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "saved_offers_id";
  DROP TYPE "public"."enum_saved_offers_lang";`)
}
