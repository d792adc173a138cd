ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivered_or_cancelled";--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status" text DEFAULT 'placed' NOT NULL;--> statement-breakpoint
UPDATE "orders" SET "status" = CASE WHEN "is_cancelled" THEN 'cancelled' WHEN "is_delivered" THEN 'delivered' ELSE 'placed' END;--> statement-breakpoint
CREATE INDEX "orders_status_created" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind" CHECK ("order_events"."kind" in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'refused', 'returned', 'paid'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status" CHECK ("orders"."status" in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'refused', 'returned'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivered_at" CHECK ("orders"."delivered_at" is null or "orders"."status" in ('delivered', 'returned'));