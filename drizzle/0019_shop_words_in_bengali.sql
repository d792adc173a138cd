CREATE TABLE "spec_glossary" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"term" text NOT NULL,
	"bengali" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "intro_bn" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "body_bn" text;--> statement-breakpoint
ALTER TABLE "emi_banks" ADD COLUMN "condition_bn" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "outlets" ADD COLUMN "address_bn" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "notices" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "title_bn" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "description_bn" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "address_bn" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "support_hours_bn" text;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "delivery_promise_bn" text;--> statement-breakpoint
CREATE UNIQUE INDEX "spec_glossary_term" ON "spec_glossary" USING btree (lower("term"));