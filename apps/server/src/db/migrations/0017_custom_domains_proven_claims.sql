-- Decision 0047: a custom domain is held only once its DNS proof passed (checking-tls, live), so claims no longer
-- exclude each other (licences, open orders); an unproven claim lapses DOMAIN_CLAIM_HOURS after claimed_at.
DROP INDEX "sales_orders_open_domain_idx";--> statement-breakpoint
DROP INDEX "licences_custom_domain_idx";--> statement-breakpoint
DROP INDEX "licence_domains_domain_idx";--> statement-breakpoint
ALTER TABLE "licence_domains" ADD COLUMN "claimed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "licence_domains_proven_domain_idx" ON "licence_domains" USING btree ("domain") WHERE "licence_domains"."stage" in ('checking-tls', 'live');--> statement-breakpoint
CREATE INDEX "sales_orders_custom_domain_idx" ON "sales_orders" USING btree ("custom_domain") WHERE "sales_orders"."custom_domain" is not null;--> statement-breakpoint
CREATE INDEX "licences_custom_domain_idx" ON "licences" USING btree ("custom_domain") WHERE "licences"."custom_domain" is not null;--> statement-breakpoint
CREATE INDEX "licence_domains_domain_idx" ON "licence_domains" USING btree ("domain");--> statement-breakpoint
-- A claim made before this migration counts from when it was made.
UPDATE "licence_domains" SET "claimed_at" = "created_at";
