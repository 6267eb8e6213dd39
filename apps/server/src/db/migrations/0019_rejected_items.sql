ALTER TABLE "catalogs" ADD COLUMN "rejected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contents" ADD COLUMN "rejected_at" timestamp with time zone;