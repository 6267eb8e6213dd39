-- The search index keeps no pending list: every search scanned all of it, every licence's entries (decision 0008).
DROP INDEX "contents_search_idx";--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_vector") WITH (fastupdate=false);