CREATE TABLE "audit_log" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"actor_id" integer NOT NULL,
	"actor_username" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" integer,
	"subject_label" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "overlay_text" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "privacy_policy" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "terms_of_payment" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_licence_subject_idx" ON "audit_log" USING btree ("licence_id","subject_type","subject_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_licence_action_idx" ON "audit_log" USING btree ("licence_id","action","id");