ALTER TABLE "orders" ADD COLUMN "delivery" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_outlet" jsonb;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "express_fee" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery" CHECK ("orders"."delivery" in ('standard', 'express', 'pickup') and ("orders"."delivery" = 'pickup') = ("orders"."pickup_outlet" is not null));