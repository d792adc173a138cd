ALTER TABLE "shop_settings" ADD COLUMN "shop_district" text DEFAULT 'khulna' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "local_shipping_fee" integer;