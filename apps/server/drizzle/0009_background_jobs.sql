CREATE TABLE "background_job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"cron" text NOT NULL,
	"timezone" text NOT NULL,
	"data" jsonb NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "background_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"singleton_key" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "background_jobs_due" ON "background_jobs" USING btree ("name","run_at") WHERE "background_jobs"."state" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "background_jobs_singleton" ON "background_jobs" USING btree ("name","singleton_key") WHERE "background_jobs"."singleton_key" is not null and "background_jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "background_jobs_finished" ON "background_jobs" USING btree ("finished_at") WHERE "background_jobs"."finished_at" is not null;