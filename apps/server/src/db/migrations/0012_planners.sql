CREATE TABLE "planner_items" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"planner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer,
	"catalog_id" integer,
	"title" text NOT NULL,
	"remark" text,
	"image" text,
	"image_sizes" jsonb,
	"stock_image" text,
	"scheduled_date" date,
	"scheduled_time" time,
	"address" text,
	"city" text,
	"country" text,
	"contact_phone" text,
	"contact_email" text,
	"category_id" integer,
	"price_minor" bigint,
	"currency_id" integer,
	"rate_middle" numeric(14, 4),
	"rate_parity" integer,
	"rate_date" date,
	"calculate_price" boolean DEFAULT true NOT NULL,
	"show_publicly" boolean DEFAULT false NOT NULL,
	"show_price_publicly" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'private' NOT NULL,
	"moderated_by" integer,
	"moderated_at" timestamp with time zone,
	"sequence" integer DEFAULT 0 NOT NULL,
	"reminded_for_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planner_items_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "planners" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"total_rsd_minor" bigint DEFAULT 0 NOT NULL,
	"total_eur_minor" bigint DEFAULT 0 NOT NULL,
	"priced_total_rsd_minor" bigint DEFAULT 0 NOT NULL,
	"counted_items" integer DEFAULT 0 NOT NULL,
	"items_count" integer DEFAULT 0 NOT NULL,
	"calendar_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "planners_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
ALTER TABLE "planner_items" ADD CONSTRAINT "planner_items_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_items" ADD CONSTRAINT "planner_items_licence_id_planner_id_planners_licence_id_id_fk" FOREIGN KEY ("licence_id","planner_id") REFERENCES "public"."planners"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_items" ADD CONSTRAINT "planner_items_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_items" ADD CONSTRAINT "planner_items_licence_id_catalog_id_catalogs_licence_id_id_fk" FOREIGN KEY ("licence_id","catalog_id") REFERENCES "public"."catalogs"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_items" ADD CONSTRAINT "planner_items_licence_id_category_id_categories_licence_id_id_fk" FOREIGN KEY ("licence_id","category_id") REFERENCES "public"."categories"("licence_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planners" ADD CONSTRAINT "planners_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planners" ADD CONSTRAINT "planners_licence_id_user_id_users_licence_id_id_fk" FOREIGN KEY ("licence_id","user_id") REFERENCES "public"."users"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planner_items_licence_planner_idx" ON "planner_items" USING btree ("licence_id","planner_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "planner_items_licence_user_idx" ON "planner_items" USING btree ("licence_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "planner_items_licence_content_idx" ON "planner_items" USING btree ("licence_id","planner_id","content_id") WHERE "planner_items"."content_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "planner_items_licence_catalog_idx" ON "planner_items" USING btree ("licence_id","planner_id","catalog_id") WHERE "planner_items"."catalog_id" is not null;--> statement-breakpoint
CREATE INDEX "planner_items_licence_pending_idx" ON "planner_items" USING btree ("licence_id","updated_at") WHERE "planner_items"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "planner_items_scheduled_idx" ON "planner_items" USING btree ("scheduled_date") WHERE "planner_items"."scheduled_date" is not null;--> statement-breakpoint
CREATE INDEX "planners_licence_user_idx" ON "planners" USING btree ("licence_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "planners_licence_public_idx" ON "planners" USING btree ("licence_id","updated_at") WHERE "planners"."is_public";--> statement-breakpoint
CREATE UNIQUE INDEX "planners_licence_calendar_idx" ON "planners" USING btree ("licence_id","calendar_token_hash");