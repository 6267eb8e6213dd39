CREATE TABLE "licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_of_app" text NOT NULL,
	"title_of_app_unique" text NOT NULL,
	"custom_domain" text,
	"description" text,
	"language_id" integer DEFAULT 1 NOT NULL,
	"template_id" integer DEFAULT 1 NOT NULL,
	"licence_type" text DEFAULT 'free' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"gpdc_category_id" integer DEFAULT 1 NOT NULL,
	"phone" text,
	"country" text,
	"city" text,
	"address" text,
	"icon" text,
	"site_name" text,
	"site_image" text,
	"facebook_url" text,
	"instagram_url" text,
	"twitter_url" text,
	"linkedin_url" text,
	"button_text" text,
	"link_text" text,
	"sign_in_msg" text,
	"register_msg" text,
	"client_register_msg" text,
	"terms_and_conditions" text,
	"bidding_duration" integer DEFAULT 30 NOT NULL,
	"search_status" boolean DEFAULT true NOT NULL,
	"login_registration_status" boolean DEFAULT true NOT NULL,
	"owner_platform_user_id" integer,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"phone" text,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "sessions_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "user_locations" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"user_id" integer NOT NULL,
	"country" text NOT NULL,
	"city" text NOT NULL,
	"address" text NOT NULL,
	"primary_location" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_locations_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"licence_id" integer NOT NULL,
	"id" serial NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"status" text DEFAULT 'inactive' NOT NULL,
	"name" text,
	"surname" text,
	"public_email" text,
	"gender" text,
	"phone" text,
	"birthdate" date,
	"bio" text,
	"avatar" text,
	"country" text,
	"city" text,
	"address" text,
	"company_name" text,
	"twitter" text,
	"facebook" text,
	"instagram" text,
	"google_id" text,
	"facebook_id" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_licence_id_id_pk" PRIMARY KEY("licence_id","id")
);
--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_owner_platform_user_id_platform_users_id_fk" FOREIGN KEY ("owner_platform_user_id") REFERENCES "public"."platform_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_licence_id_user_id_users_licence_id_id_fk" FOREIGN KEY ("licence_id","user_id") REFERENCES "public"."users"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_licence_id_user_id_users_licence_id_id_fk" FOREIGN KEY ("licence_id","user_id") REFERENCES "public"."users"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_locations" ADD CONSTRAINT "user_locations_licence_id_user_id_users_licence_id_id_fk" FOREIGN KEY ("licence_id","user_id") REFERENCES "public"."users"("licence_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "licences_title_of_app_unique_idx" ON "licences" USING btree ("title_of_app_unique");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_custom_domain_idx" ON "licences" USING btree ("custom_domain") WHERE "licences"."custom_domain" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_users_email_idx" ON "platform_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "platform_users_role_idx" ON "platform_users" USING btree ("role");--> statement-breakpoint
CREATE INDEX "captcha_challenges_expires_idx" ON "captcha_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_licence_hash_idx" ON "account_tokens" USING btree ("licence_id","token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_licence_token_idx" ON "sessions" USING btree ("licence_id","token_hash");--> statement-breakpoint
CREATE INDEX "sessions_licence_user_idx" ON "sessions" USING btree ("licence_id","user_id");--> statement-breakpoint
CREATE INDEX "user_locations_licence_user_idx" ON "user_locations" USING btree ("licence_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_licence_email_idx" ON "users" USING btree ("licence_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_licence_username_idx" ON "users" USING btree ("licence_id",lower("username"));--> statement-breakpoint
CREATE INDEX "users_licence_role_idx" ON "users" USING btree ("licence_id","role");