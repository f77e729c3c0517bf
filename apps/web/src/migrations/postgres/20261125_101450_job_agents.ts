import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_job_agents_status" AS ENUM('unconfirmed', 'active', 'paused');
  CREATE TYPE "public"."enum_job_agents_paused_because" AS ENUM('person', 'undeliverable');
  CREATE TYPE "public"."enum_job_agents_frequency" AS ENUM('asap', 'daily', 'weekly');
  CREATE TYPE "public"."enum_job_agent_runs_status" AS ENUM('claimed', 'nothing-new', 'sending', 'sent', 'retry', 'failed');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'jobAgents');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'jobAgents');
  CREATE TABLE "job_agents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"tenant_id" integer,
  	"email" varchar NOT NULL,
  	"status" "enum_job_agents_status" DEFAULT 'unconfirmed' NOT NULL,
  	"paused_because" "enum_job_agents_paused_because",
  	"frequency" "enum_job_agents_frequency" NOT NULL,
  	"search" varchar,
  	"search_name" varchar,
  	"search_error" varchar,
  	"origin" varchar NOT NULL,
  	"page_path" varchar NOT NULL,
  	"market" varchar NOT NULL,
  	"lang" varchar NOT NULL,
  	"token_nonce" varchar NOT NULL,
  	"consent_given_at" timestamp(3) with time zone NOT NULL,
  	"consent_text_version" varchar NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"consent_page" varchar NOT NULL,
  	"consent_confirmed_at" timestamp(3) with time zone,
  	"next_run_at" timestamp(3) with time zone,
  	"last_run_at" timestamp(3) with time zone,
  	"mails_sent" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_agent_runs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"slot" varchar NOT NULL,
  	"status" "enum_job_agent_runs_status" DEFAULT 'claimed' NOT NULL,
  	"offers" numeric DEFAULT 0,
  	"total" numeric DEFAULT 0,
  	"attempts" numeric DEFAULT 0,
  	"next_attempt_at" timestamp(3) with time zone,
  	"sent_at" timestamp(3) with time zone,
  	"error" varchar,
  	"digest" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_agent_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"agent_id" integer NOT NULL,
  	"job_id" numeric NOT NULL,
  	"run_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"meta" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_stats" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"stats" jsonb,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_agents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_agent_runs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_agent_deliveries_id" integer;
  ALTER TABLE "job_agents" ADD CONSTRAINT "job_agents_tenant_id_sites_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."sites"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_agent_runs" ADD CONSTRAINT "job_agent_runs_agent_id_job_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."job_agents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_agent_deliveries" ADD CONSTRAINT "job_agent_deliveries_agent_id_job_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."job_agents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_agent_deliveries" ADD CONSTRAINT "job_agent_deliveries_run_id_job_agent_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."job_agent_runs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "job_agents_tenant_idx" ON "job_agents" USING btree ("tenant_id");
  CREATE INDEX "job_agents_email_idx" ON "job_agents" USING btree ("email");
  CREATE INDEX "job_agents_status_idx" ON "job_agents" USING btree ("status");
  CREATE INDEX "job_agents_next_run_at_idx" ON "job_agents" USING btree ("next_run_at");
  CREATE INDEX "job_agents_updated_at_idx" ON "job_agents" USING btree ("updated_at");
  CREATE INDEX "job_agents_created_at_idx" ON "job_agents" USING btree ("created_at");
  CREATE INDEX "job_agent_runs_agent_idx" ON "job_agent_runs" USING btree ("agent_id");
  CREATE INDEX "job_agent_runs_status_idx" ON "job_agent_runs" USING btree ("status");
  CREATE INDEX "job_agent_runs_next_attempt_at_idx" ON "job_agent_runs" USING btree ("next_attempt_at");
  CREATE INDEX "job_agent_runs_updated_at_idx" ON "job_agent_runs" USING btree ("updated_at");
  CREATE INDEX "job_agent_runs_created_at_idx" ON "job_agent_runs" USING btree ("created_at");
  CREATE UNIQUE INDEX "agent_slot_idx" ON "job_agent_runs" USING btree ("agent_id","slot");
  CREATE INDEX "job_agent_deliveries_agent_idx" ON "job_agent_deliveries" USING btree ("agent_id");
  CREATE INDEX "job_agent_deliveries_run_idx" ON "job_agent_deliveries" USING btree ("run_id");
  CREATE INDEX "job_agent_deliveries_updated_at_idx" ON "job_agent_deliveries" USING btree ("updated_at");
  CREATE INDEX "job_agent_deliveries_created_at_idx" ON "job_agent_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "agent_jobId_idx" ON "job_agent_deliveries" USING btree ("agent_id","job_id");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_agents_fk" FOREIGN KEY ("job_agents_id") REFERENCES "public"."job_agents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_agent_runs_fk" FOREIGN KEY ("job_agent_runs_id") REFERENCES "public"."job_agent_runs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_agent_deliveries_fk" FOREIGN KEY ("job_agent_deliveries_id") REFERENCES "public"."job_agent_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_job_agents_id_idx" ON "payload_locked_documents_rels" USING btree ("job_agents_id");
  CREATE INDEX "payload_locked_documents_rels_job_agent_runs_id_idx" ON "payload_locked_documents_rels" USING btree ("job_agent_runs_id");
  CREATE INDEX "payload_locked_documents_rels_job_agent_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("job_agent_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_agents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_agent_runs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_agent_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_stats" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "job_agents" CASCADE;
  DROP TABLE "job_agent_runs" CASCADE;
  DROP TABLE "job_agent_deliveries" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_jobs_stats" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_agents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_agent_runs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_agent_deliveries_fk";
  
  DROP INDEX "payload_locked_documents_rels_job_agents_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_agent_runs_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_agent_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_agents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_agent_runs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_agent_deliveries_id";
  DROP TYPE "public"."enum_job_agents_status";
  DROP TYPE "public"."enum_job_agents_paused_because";
  DROP TYPE "public"."enum_job_agents_frequency";
  DROP TYPE "public"."enum_job_agent_runs_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
