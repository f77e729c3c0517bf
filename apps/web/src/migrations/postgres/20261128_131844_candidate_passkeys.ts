import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "candidate_passkeys" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"credential_id" varchar NOT NULL,
  	"public_key" varchar NOT NULL,
  	"counter" numeric DEFAULT 0 NOT NULL,
  	"transports" varchar,
  	"rp_id" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"backed_up" boolean DEFAULT false,
  	"last_used_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidate_passkeys_id" integer;
  ALTER TABLE "candidate_passkeys" ADD CONSTRAINT "candidate_passkeys_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "candidate_passkeys_candidate_idx" ON "candidate_passkeys" USING btree ("candidate_id");
  CREATE UNIQUE INDEX "candidate_passkeys_credential_id_idx" ON "candidate_passkeys" USING btree ("credential_id");
  CREATE INDEX "candidate_passkeys_updated_at_idx" ON "candidate_passkeys" USING btree ("updated_at");
  CREATE INDEX "candidate_passkeys_created_at_idx" ON "candidate_passkeys" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidate_passkeys_fk" FOREIGN KEY ("candidate_passkeys_id") REFERENCES "public"."candidate_passkeys"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_candidate_passkeys_id_idx" ON "payload_locked_documents_rels" USING btree ("candidate_passkeys_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidate_passkeys" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidate_passkeys" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidate_passkeys_fk";
  
  DROP INDEX "payload_locked_documents_rels_candidate_passkeys_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidate_passkeys_id";`)
}
