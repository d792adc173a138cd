ALTER TABLE "brands" ADD COLUMN "former_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "logo" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "former_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "name_bn" text;--> statement-breakpoint
ALTER TABLE "sub_categories" ADD COLUMN "former_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_home_card" ON "categories" USING btree ("home_card");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_home_card_range" CHECK ("categories"."home_card" between 1 and 4);--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_discount_non_negative" CHECK ("categories"."discount" >= 0);