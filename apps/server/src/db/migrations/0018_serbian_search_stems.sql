-- Decision 0061: a content's search vector also holds the Serbian stems of its folded words, each led by its licence
-- like the words themselves, so "stolice" finds "stolica". Dropping the column drops its index: it is made again.
DROP INDEX "contents_search_idx";--> statement-breakpoint
ALTER TABLE "contents" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', regexp_replace(search_text, '([a-z0-9]+)', licence_id::text || 'x\1', 'g')) || regexp_replace(to_tsvector('serbian', search_text)::text, '''([^'']+)''', '''' || licence_id::text || 'x' || '\1''', 'g')::tsvector) STORED;--> statement-breakpoint
CREATE INDEX "contents_search_idx" ON "contents" USING gin ("search_vector") WITH (fastupdate=false);
