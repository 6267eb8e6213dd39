CREATE TABLE "bidding_daily_stats" (
	"licence_id" integer NOT NULL,
	"bidding_item_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bidding_daily_stats_licence_id_bidding_item_id_day_pk" PRIMARY KEY("licence_id","bidding_item_id","day")
);
--> statement-breakpoint
CREATE TABLE "bidding_items" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"content_id" integer,
	"catalog_id" integer,
	"category_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"disabled_by" integer,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bidding_items_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "contact_services" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"service_name" text NOT NULL,
	"email" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_services_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "contact_submissions" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"contact_service_id" integer NOT NULL,
	"submitted_by" text NOT NULL,
	"sender_name" text,
	"message" text NOT NULL,
	"attachment_key" text,
	"attachment_name" text,
	"attachment_type" text,
	"attachment_size" bigint,
	"delivery" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"sender_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_submissions_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "page_layouts" (
	"licence_id" integer NOT NULL,
	"page_name" text NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_layouts_licence_id_page_name_pk" PRIMARY KEY("licence_id","page_name")
);
--> statement-breakpoint
CREATE TABLE "page_widgets" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"page_name" text NOT NULL,
	"page_content_id" integer,
	"page_category_id" integer,
	"column_number" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"is_contact_form" boolean DEFAULT false NOT NULL,
	"contact_service_id" integer,
	"content_type_id" integer,
	"category_id" integer,
	"is_tag_related" boolean DEFAULT false NOT NULL,
	"criteria" text DEFAULT 'newest' NOT NULL,
	"item_limit" integer NOT NULL,
	"items_per_row" integer NOT NULL,
	"image" text,
	"image_sizes" jsonb,
	"stock_image" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_widgets_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "widget_tags" (
	"licence_id" integer NOT NULL,
	"widget_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "widget_tags_licence_id_widget_id_tag_id_pk" PRIMARY KEY("licence_id","widget_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "bidding_daily_stats" ADD CONSTRAINT "bidding_daily_stats_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bidding_items" ADD CONSTRAINT "bidding_items_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_services" ADD CONSTRAINT "contact_services_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD CONSTRAINT "contact_submissions_licence_id_contact_service_id_contact_services_licence_id_id_fk" FOREIGN KEY ("licence_id","contact_service_id") REFERENCES "public"."contact_services"("licence_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_layouts" ADD CONSTRAINT "page_layouts_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_widgets" ADD CONSTRAINT "page_widgets_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_widgets" ADD CONSTRAINT "page_widgets_licence_id_contact_service_id_contact_services_licence_id_id_fk" FOREIGN KEY ("licence_id","contact_service_id") REFERENCES "public"."contact_services"("licence_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_tags" ADD CONSTRAINT "widget_tags_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_tags" ADD CONSTRAINT "widget_tags_licence_id_widget_id_page_widgets_licence_id_id_fk" FOREIGN KEY ("licence_id","widget_id") REFERENCES "public"."page_widgets"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_tags" ADD CONSTRAINT "widget_tags_licence_id_tag_id_tags_licence_id_id_fk" FOREIGN KEY ("licence_id","tag_id") REFERENCES "public"."tags"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bidding_items_licence_category_idx" ON "bidding_items" USING btree ("licence_id","category_id","end_date") WHERE "bidding_items"."active";--> statement-breakpoint
CREATE INDEX "bidding_items_licence_content_idx" ON "bidding_items" USING btree ("licence_id","content_id");--> statement-breakpoint
CREATE INDEX "bidding_items_licence_catalog_idx" ON "bidding_items" USING btree ("licence_id","catalog_id");--> statement-breakpoint
CREATE INDEX "contact_services_licence_idx" ON "contact_services" USING btree ("licence_id","deleted_at");--> statement-breakpoint
CREATE INDEX "contact_submissions_licence_list_idx" ON "contact_submissions" USING btree ("licence_id","id");--> statement-breakpoint
CREATE INDEX "contact_submissions_licence_delivery_idx" ON "contact_submissions" USING btree ("licence_id","delivery","id");--> statement-breakpoint
CREATE INDEX "page_widgets_licence_page_idx" ON "page_widgets" USING btree ("licence_id","page_name","column_number","sort_order");