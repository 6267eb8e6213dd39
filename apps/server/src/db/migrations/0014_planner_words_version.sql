DROP INDEX "planners_licence_pending_idx";--> statement-breakpoint
ALTER TABLE "planners" ADD COLUMN "words_updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "planners_licence_pending_idx" ON "planners" USING btree ("licence_id","words_updated_at") WHERE "planners"."status" = 'pending';