ALTER TABLE "order_events" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
-- Changes made before customers were told of them are not told now, days late.
UPDATE "order_events" SET "told_at" = "at";--> statement-breakpoint
CREATE INDEX "order_events_untold" ON "order_events" USING btree ("at") WHERE "order_events"."told_at" is null;
