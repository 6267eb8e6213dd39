CREATE TABLE "attribute_categories" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"attribute_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	CONSTRAINT "attribute_categories_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_values_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attributes_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "catalog_products" (
	"licence_id" integer NOT NULL,
	"catalog_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_products_licence_id_catalog_id_content_id_pk" PRIMARY KEY("licence_id","catalog_id","content_id")
);
--> statement-breakpoint
CREATE TABLE "catalogs" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"description" text,
	"image" text,
	"author_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"remark_request_for_edit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogs_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"parent_category_id" integer,
	"content_type_id" integer NOT NULL,
	"color" text,
	"status" text DEFAULT 'active' NOT NULL,
	"image" text,
	"stock_image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_attribute_values" (
	"licence_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"attribute_value_id" integer NOT NULL,
	CONSTRAINT "content_attribute_values_licence_id_content_id_attribute_value_id_pk" PRIMARY KEY("licence_id","content_id","attribute_value_id")
);
--> statement-breakpoint
CREATE TABLE "content_locations" (
	"licence_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "content_locations_licence_id_content_id_location_id_pk" PRIMARY KEY("licence_id","content_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "content_media" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"content_id" integer NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"sizes" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_media_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "content_tags" (
	"licence_id" integer NOT NULL,
	"content_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "content_tags_licence_id_content_id_tag_id_pk" PRIMARY KEY("licence_id","content_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "content_type_order" (
	"licence_id" integer NOT NULL,
	"content_type_id" integer NOT NULL,
	"position" integer NOT NULL,
	"is_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "content_type_order_licence_id_content_type_id_pk" PRIMARY KEY("licence_id","content_type_id")
);
--> statement-breakpoint
CREATE TABLE "contents" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"content_type_id" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content_text" text,
	"description" text,
	"image" text,
	"stock_image" text,
	"category_id" integer,
	"author_id" integer NOT NULL,
	"comments_allowed" boolean DEFAULT false NOT NULL,
	"gallery_position" text,
	"price" bigint,
	"currency_id" integer DEFAULT 1 NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"discount_type" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"remark_request_for_edit" text,
	"views" bigint DEFAULT 0 NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contents_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "media_files" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"purpose" text NOT NULL,
	"url" text NOT NULL,
	"sizes" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
ALTER TABLE "attribute_categories" ADD CONSTRAINT "attribute_categories_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_categories" ADD CONSTRAINT "attribute_categories_licence_id_attribute_id_attributes_licence_id_id_fk" FOREIGN KEY ("licence_id","attribute_id") REFERENCES "public"."attributes"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_categories" ADD CONSTRAINT "attribute_categories_licence_id_category_id_categories_licence_id_id_fk" FOREIGN KEY ("licence_id","category_id") REFERENCES "public"."categories"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_licence_id_attribute_id_attributes_licence_id_id_fk" FOREIGN KEY ("licence_id","attribute_id") REFERENCES "public"."attributes"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attributes" ADD CONSTRAINT "attributes_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_licence_id_catalog_id_catalogs_licence_id_id_fk" FOREIGN KEY ("licence_id","catalog_id") REFERENCES "public"."catalogs"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_products" ADD CONSTRAINT "catalog_products_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogs" ADD CONSTRAINT "catalogs_licence_id_category_id_categories_licence_id_id_fk" FOREIGN KEY ("licence_id","category_id") REFERENCES "public"."categories"("licence_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_licence_id_parent_category_id_categories_licence_id_id_fk" FOREIGN KEY ("licence_id","parent_category_id") REFERENCES "public"."categories"("licence_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attribute_values" ADD CONSTRAINT "content_attribute_values_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attribute_values" ADD CONSTRAINT "content_attribute_values_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_attribute_values" ADD CONSTRAINT "content_attribute_values_licence_id_attribute_value_id_attribute_values_licence_id_id_fk" FOREIGN KEY ("licence_id","attribute_value_id") REFERENCES "public"."attribute_values"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_locations" ADD CONSTRAINT "content_locations_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_locations" ADD CONSTRAINT "content_locations_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_media" ADD CONSTRAINT "content_media_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_tags" ADD CONSTRAINT "content_tags_licence_id_tag_id_tags_licence_id_id_fk" FOREIGN KEY ("licence_id","tag_id") REFERENCES "public"."tags"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_type_order" ADD CONSTRAINT "content_type_order_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_licence_id_category_id_categories_licence_id_id_fk" FOREIGN KEY ("licence_id","category_id") REFERENCES "public"."categories"("licence_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attribute_categories_pair_idx" ON "attribute_categories" USING btree ("licence_id","category_id","attribute_id");--> statement-breakpoint
CREATE INDEX "attribute_values_licence_attribute_idx" ON "attribute_values" USING btree ("licence_id","attribute_id");--> statement-breakpoint
CREATE INDEX "attributes_licence_name_idx" ON "attributes" USING btree ("licence_id","name");--> statement-breakpoint
CREATE INDEX "catalog_products_licence_content_idx" ON "catalog_products" USING btree ("licence_id","content_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalogs_licence_slug_idx" ON "catalogs" USING btree ("licence_id","slug");--> statement-breakpoint
CREATE INDEX "catalogs_licence_list_idx" ON "catalogs" USING btree ("licence_id","status","id");--> statement-breakpoint
CREATE INDEX "catalogs_licence_author_idx" ON "catalogs" USING btree ("licence_id","author_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_licence_slug_idx" ON "categories" USING btree ("licence_id","slug");--> statement-breakpoint
CREATE INDEX "categories_licence_type_idx" ON "categories" USING btree ("licence_id","content_type_id","status","position");--> statement-breakpoint
CREATE INDEX "content_media_licence_content_idx" ON "content_media" USING btree ("licence_id","content_id","position");--> statement-breakpoint
CREATE INDEX "content_tags_licence_tag_idx" ON "content_tags" USING btree ("licence_id","tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_licence_slug_idx" ON "contents" USING btree ("licence_id","content_type_id","slug");--> statement-breakpoint
CREATE INDEX "contents_licence_list_idx" ON "contents" USING btree ("licence_id","content_type_id","status","id");--> statement-breakpoint
CREATE INDEX "contents_licence_category_idx" ON "contents" USING btree ("licence_id","category_id","status","id");--> statement-breakpoint
CREATE INDEX "contents_licence_author_idx" ON "contents" USING btree ("licence_id","author_id","id");--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_vector");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_licence_name_idx" ON "tags" USING btree ("licence_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "tags_licence_slug_idx" ON "tags" USING btree ("licence_id","slug");