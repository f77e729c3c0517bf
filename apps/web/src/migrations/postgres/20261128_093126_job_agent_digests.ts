import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_job_agent_runs_status" ADD VALUE 'queued' BEFORE 'sending';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'jobAgentDigests' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'jobAgentDigests' BEFORE 'schedulePublish';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "job_agent_runs" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "job_agent_runs" ALTER COLUMN "status" SET DEFAULT 'claimed'::text;
  DROP TYPE "public"."enum_job_agent_runs_status";
  CREATE TYPE "public"."enum_job_agent_runs_status" AS ENUM('claimed', 'nothing-new', 'sending', 'sent', 'retry', 'failed');
  ALTER TABLE "job_agent_runs" ALTER COLUMN "status" SET DEFAULT 'claimed'::"public"."enum_job_agent_runs_status";
  ALTER TABLE "job_agent_runs" ALTER COLUMN "status" SET DATA TYPE "public"."enum_job_agent_runs_status" USING "status"::"public"."enum_job_agent_runs_status";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'jobAgents', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'jobAgents', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
