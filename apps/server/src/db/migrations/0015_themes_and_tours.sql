CREATE TABLE "tour_progress" (
	"licence_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tour_key" text NOT NULL,
	"version" integer NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_progress_licence_id_user_id_tour_key_pk" PRIMARY KEY("licence_id","user_id","tour_key")
);
--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "brand_color" text;--> statement-breakpoint
ALTER TABLE "tour_progress" ADD CONSTRAINT "tour_progress_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_progress" ADD CONSTRAINT "tour_progress_licence_id_user_id_users_licence_id_id_fk" FOREIGN KEY ("licence_id","user_id") REFERENCES "public"."users"("licence_id","id") ON DELETE cascade ON UPDATE no action;