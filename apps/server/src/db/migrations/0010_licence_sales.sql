CREATE TABLE "app_builds" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"log" text DEFAULT '' NOT NULL,
	"artifact_path" text,
	"requested_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_builds_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "commission_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"licence_id" integer,
	"order_id" integer NOT NULL,
	"transaction_id" integer,
	"kind" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone" text NOT NULL,
	"registration_minor" integer NOT NULL,
	"renewal_minor" integer NOT NULL,
	"reactivation_minor" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"code" text NOT NULL,
	"rate_date" date NOT NULL,
	"parity" integer DEFAULT 1 NOT NULL,
	"middle_rate" numeric(14, 4) NOT NULL,
	"list_no" integer,
	"source" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_code_rate_date_pk" PRIMARY KEY("code","rate_date")
);
--> statement-breakpoint
CREATE TABLE "job_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"queue_job_id" text,
	"licence_id" integer,
	"order_id" integer,
	"state" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_domains" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"domain" text NOT NULL,
	"kind" text NOT NULL,
	"stage" text NOT NULL,
	"verification_token" text NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_check" jsonb,
	"registered_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licence_domains_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "payment_callbacks" (
	"id" serial PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"transaction_id" integer,
	"outcome" text NOT NULL,
	"reason" text,
	"remote_address" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"gateway" text NOT NULL,
	"gateway_order_id" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"auth_code" text,
	"card_brand" text,
	"card_last4" text,
	"status_code" text,
	"status_message" text,
	"gateway_transaction_id" text,
	"md_status" text,
	"settled_by_hash" text,
	"success_mail_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "platform_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text
);
--> statement-breakpoint
CREATE TABLE "renewal_reminders" (
	"licence_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"days_before" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_reminders_licence_id_expires_at_days_before_pk" PRIMARY KEY("licence_id","expires_at","days_before")
);
--> statement-breakpoint
CREATE TABLE "sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_user_id" integer NOT NULL,
	"licence_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"licence_type" text NOT NULL,
	"template_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	"licence_data" jsonb NOT NULL,
	"subdomain" text NOT NULL,
	"custom_domain" text,
	"licence_amount_minor" integer NOT NULL,
	"domain_amount_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text DEFAULT 'RSD' NOT NULL,
	"reference_no" text NOT NULL,
	"payment_method" text DEFAULT 'card' NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"provisioned_at" timestamp with time zone,
	"provisioning_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "activated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "vhost_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "ssl_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "android_app_link" text;--> statement-breakpoint
ALTER TABLE "licences" ADD COLUMN "title_of_android_app" text;--> statement-breakpoint
ALTER TABLE "platform_users" ADD COLUMN "commission_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "app_builds" ADD CONSTRAINT "app_builds_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_builds" ADD CONSTRAINT "app_builds_requested_by_platform_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."platform_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_partner_id_platform_users_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."platform_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_ledger" ADD CONSTRAINT "commission_ledger_transaction_id_payment_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."payment_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_records" ADD CONSTRAINT "job_records_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_records" ADD CONSTRAINT "job_records_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_domains" ADD CONSTRAINT "licence_domains_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_sales_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sales_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_sessions" ADD CONSTRAINT "platform_sessions_platform_user_id_platform_users_id_fk" FOREIGN KEY ("platform_user_id") REFERENCES "public"."platform_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "renewal_reminders" ADD CONSTRAINT "renewal_reminders_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_platform_user_id_platform_users_id_fk" FOREIGN KEY ("platform_user_id") REFERENCES "public"."platform_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_orders" ADD CONSTRAINT "sales_orders_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_ledger_partner_idx" ON "commission_ledger" USING btree ("partner_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "commission_ledger_order_kind_idx" ON "commission_ledger" USING btree ("order_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "domain_prices_zone_idx" ON "domain_prices" USING btree ("zone");--> statement-breakpoint
CREATE INDEX "job_records_licence_idx" ON "job_records" USING btree ("licence_id","id");--> statement-breakpoint
CREATE INDEX "job_records_order_idx" ON "job_records" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_domains_domain_idx" ON "licence_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "payment_callbacks_transaction_idx" ON "payment_callbacks" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_gateway_order_idx" ON "payment_transactions" USING btree ("gateway","gateway_order_id");--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_transactions_open_idx" ON "payment_transactions" USING btree ("order_id") WHERE "payment_transactions"."status" in ('created', 'redirected');--> statement-breakpoint
CREATE UNIQUE INDEX "platform_sessions_token_idx" ON "platform_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "platform_sessions_user_idx" ON "platform_sessions" USING btree ("platform_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_reference_idx" ON "sales_orders" USING btree ("reference_no");--> statement-breakpoint
CREATE INDEX "sales_orders_user_idx" ON "sales_orders" USING btree ("platform_user_id","id");--> statement-breakpoint
CREATE INDEX "sales_orders_licence_idx" ON "sales_orders" USING btree ("licence_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_open_subdomain_idx" ON "sales_orders" USING btree ("subdomain") WHERE "sales_orders"."kind" = 'new' and "sales_orders"."status" in ('awaiting_payment', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "sales_orders_open_domain_idx" ON "sales_orders" USING btree ("custom_domain") WHERE "sales_orders"."kind" = 'new' and "sales_orders"."custom_domain" is not null and "sales_orders"."status" in ('awaiting_payment', 'paid');