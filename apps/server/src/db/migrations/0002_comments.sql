CREATE TABLE "comments" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"content_id" integer NOT NULL,
	"parent_id" integer,
	"author_id" integer,
	"visitor_name" text,
	"text" text NOT NULL,
	"status" text DEFAULT 'on_moderation' NOT NULL,
	"moderator_comment" text,
	"moderator_comment_by" integer,
	"moderator_comment_at" timestamp with time zone,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "comments_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_licence_id_parent_id_comments_licence_id_id_fk" FOREIGN KEY ("licence_id","parent_id") REFERENCES "public"."comments"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comments_licence_content_idx" ON "comments" USING btree ("licence_id","content_id","status","id");--> statement-breakpoint
CREATE INDEX "comments_licence_status_idx" ON "comments" USING btree ("licence_id","status","id");--> statement-breakpoint
CREATE INDEX "comments_licence_parent_idx" ON "comments" USING btree ("licence_id","parent_id");