import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_candidates_status" AS ENUM('unverified', 'active');
  CREATE TYPE "public"."enum_candidates_profile_radius" AS ENUM('25', '50', '100', '200');
  CREATE TYPE "public"."enum_candidates_lang" AS ENUM('de', 'en', 'fr', 'es');
  CREATE TABLE "candidates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"status" "enum_candidates_status" DEFAULT 'unverified' NOT NULL,
  	"verified_at" timestamp(3) with time zone,
  	"origin" varchar NOT NULL,
  	"market" varchar NOT NULL,
  	"password_hash" varchar,
  	"password_changed_at" timestamp(3) with time zone,
  	"code_hash" varchar,
  	"code_expires_at" timestamp(3) with time zone,
  	"code_tries" numeric,
  	"link_hash" varchar,
  	"link_expires_at" timestamp(3) with time zone,
  	"reset_hash" varchar,
  	"reset_expires_at" timestamp(3) with time zone,
  	"profile_first_name" varchar,
  	"profile_last_name" varchar,
  	"profile_phone" varchar,
  	"profile_street" varchar,
  	"profile_postal_code" varchar,
  	"profile_city" varchar,
  	"profile_country" varchar,
  	"profile_preferred_city" varchar,
  	"profile_radius" "enum_candidates_profile_radius",
  	"lang" "enum_candidates_lang" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "candidate_sessions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"token_hash" varchar NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"last_seen_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidate_sessions_id" integer;
  ALTER TABLE "candidate_sessions" ADD CONSTRAINT "candidate_sessions_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "candidates_email_idx" ON "candidates" USING btree ("email");
  CREATE INDEX "candidates_status_idx" ON "candidates" USING btree ("status");
  CREATE INDEX "candidates_link_hash_idx" ON "candidates" USING btree ("link_hash");
  CREATE INDEX "candidates_reset_hash_idx" ON "candidates" USING btree ("reset_hash");
  CREATE INDEX "candidates_updated_at_idx" ON "candidates" USING btree ("updated_at");
  CREATE INDEX "candidates_created_at_idx" ON "candidates" USING btree ("created_at");
  CREATE INDEX "candidate_sessions_candidate_idx" ON "candidate_sessions" USING btree ("candidate_id");
  CREATE UNIQUE INDEX "candidate_sessions_token_hash_idx" ON "candidate_sessions" USING btree ("token_hash");
  CREATE INDEX "candidate_sessions_expires_at_idx" ON "candidate_sessions" USING btree ("expires_at");
  CREATE INDEX "candidate_sessions_updated_at_idx" ON "candidate_sessions" USING btree ("updated_at");
  CREATE INDEX "candidate_sessions_created_at_idx" ON "candidate_sessions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidates_fk" FOREIGN KEY ("candidates_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidate_sessions_fk" FOREIGN KEY ("candidate_sessions_id") REFERENCES "public"."candidate_sessions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_candidates_id_idx" ON "payload_locked_documents_rels" USING btree ("candidates_id");
  CREATE INDEX "payload_locked_documents_rels_candidate_sessions_id_idx" ON "payload_locked_documents_rels" USING btree ("candidate_sessions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "candidate_sessions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidates" CASCADE;
  DROP TABLE "candidate_sessions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidate_sessions_fk";
  
  DROP INDEX "payload_locked_documents_rels_candidates_id_idx";
  DROP INDEX "payload_locked_documents_rels_candidate_sessions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidate_sessions_id";
  DROP TYPE "public"."enum_candidates_status";
  DROP TYPE "public"."enum_candidates_profile_radius";
  DROP TYPE "public"."enum_candidates_lang";`)
}
