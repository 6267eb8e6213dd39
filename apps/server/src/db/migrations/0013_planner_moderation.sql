ALTER TABLE "planner_items" DROP CONSTRAINT "planner_items_licence_id_content_id_contents_licence_id_id_fk";
--> statement-breakpoint
ALTER TABLE "planner_items" DROP CONSTRAINT "planner_items_licence_id_catalog_id_catalogs_licence_id_id_fk";
--> statement-breakpoint
ALTER TABLE "planners" ADD COLUMN "status" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "planners" ADD COLUMN "moderated_by" integer;--> statement-breakpoint
ALTER TABLE "planners" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "planner_items" ADD CONSTRAINT "planner_items_licence_id_content_id_contents_licence_id_id_fk" FOREIGN KEY ("licence_id","content_id") REFERENCES "public"."contents"("licence_id","id") ON DELETE SET NULL ("content_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planner_items" ADD CONSTRAINT "planner_items_licence_id_catalog_id_catalogs_licence_id_id_fk" FOREIGN KEY ("licence_id","catalog_id") REFERENCES "public"."catalogs"("licence_id","id") ON DELETE SET NULL ("catalog_id") ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planners_licence_pending_idx" ON "planners" USING btree ("licence_id","updated_at") WHERE "planners"."status" = 'pending';