import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_candidate_files_type" AS ENUM('pdf', 'docx');
  CREATE TYPE "public"."enum_cv_access_log_action" AS ENUM('upload', 'download', 'export', 'delete');
  CREATE TYPE "public"."enum_cv_access_log_actor" AS ENUM('candidate', 'admin');
  CREATE TABLE "candidate_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"candidate_id" integer NOT NULL,
  	"name" varchar NOT NULL,
  	"type" "enum_candidate_files_type" NOT NULL,
  	"size" numeric NOT NULL,
  	"sha256" varchar NOT NULL,
  	"scanned_by" varchar,
  	"storage_key" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cv_access_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_cv_access_log_action" NOT NULL,
  	"actor" "enum_cv_access_log_actor" NOT NULL,
  	"user_id" numeric,
  	"candidate_id" numeric NOT NULL,
  	"file_id" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "candidate_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cv_access_log_id" integer;
  ALTER TABLE "candidate_files" ADD CONSTRAINT "candidate_files_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "candidate_files_candidate_idx" ON "candidate_files" USING btree ("candidate_id");
  CREATE UNIQUE INDEX "candidate_files_storage_key_idx" ON "candidate_files" USING btree ("storage_key");
  CREATE INDEX "candidate_files_updated_at_idx" ON "candidate_files" USING btree ("updated_at");
  CREATE INDEX "candidate_files_created_at_idx" ON "candidate_files" USING btree ("created_at");
  CREATE INDEX "cv_access_log_action_idx" ON "cv_access_log" USING btree ("action");
  CREATE INDEX "cv_access_log_candidate_id_idx" ON "cv_access_log" USING btree ("candidate_id");
  CREATE INDEX "cv_access_log_file_id_idx" ON "cv_access_log" USING btree ("file_id");
  CREATE INDEX "cv_access_log_updated_at_idx" ON "cv_access_log" USING btree ("updated_at");
  CREATE INDEX "cv_access_log_created_at_idx" ON "cv_access_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_candidate_files_fk" FOREIGN KEY ("candidate_files_id") REFERENCES "public"."candidate_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cv_access_log_fk" FOREIGN KEY ("cv_access_log_id") REFERENCES "public"."cv_access_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_candidate_files_id_idx" ON "payload_locked_documents_rels" USING btree ("candidate_files_id");
  CREATE INDEX "payload_locked_documents_rels_cv_access_log_id_idx" ON "payload_locked_documents_rels" USING btree ("cv_access_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "candidate_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cv_access_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "candidate_files" CASCADE;
  DROP TABLE "cv_access_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_candidate_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cv_access_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_candidate_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_cv_access_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "candidate_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cv_access_log_id";
  DROP TYPE "public"."enum_candidate_files_type";
  DROP TYPE "public"."enum_cv_access_log_action";
  DROP TYPE "public"."enum_cv_access_log_actor";`)
}
