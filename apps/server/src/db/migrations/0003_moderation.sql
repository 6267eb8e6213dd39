CREATE TABLE "content_history" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"content_id" integer,
	"catalog_id" integer,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"actor_id" integer,
	"remark_request_for_edit" text,
	"revision_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_history_licence_id_id_pk" PRIMARY KEY("licence_id","id"),
	CONSTRAINT "content_history_one_item" CHECK (num_nonnulls("content_history"."content_id", "content_history"."catalog_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"content_id" integer,
	"catalog_id" integer,
	"status" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"remark_request_for_edit" text,
	"submitted_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_revisions_licence_id_id_pk" PRIMARY KEY("licence_id","id"),
	CONSTRAINT "content_revisions_one_item" CHECK (num_nonnulls("content_revisions"."content_id", "content_revisions"."catalog_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "content_history" ADD CONSTRAINT "content_history_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_history" ADD CONSTRAINT "content_history_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_history" ADD CONSTRAINT "content_history_licence_id_catalog_id_catalogs_licence_id_id_fk" FOREIGN KEY ("licence_id","catalog_id") REFERENCES "public"."catalogs"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_licence_id_catalog_id_catalogs_licence_id_id_fk" FOREIGN KEY ("licence_id","catalog_id") REFERENCES "public"."catalogs"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_history_licence_content_idx" ON "content_history" USING btree ("licence_id","content_id","id");--> statement-breakpoint
CREATE INDEX "content_history_licence_catalog_idx" ON "content_history" USING btree ("licence_id","catalog_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_licence_content_idx" ON "content_revisions" USING btree ("licence_id","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_licence_catalog_idx" ON "content_revisions" USING btree ("licence_id","catalog_id");--> statement-breakpoint
CREATE INDEX "content_revisions_licence_status_idx" ON "content_revisions" USING btree ("licence_id","status");