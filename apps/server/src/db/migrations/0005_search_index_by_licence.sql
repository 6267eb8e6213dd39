DROP INDEX "contents_search_idx";--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("licence_id","search_vector");