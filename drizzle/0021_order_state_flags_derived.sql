ALTER TABLE "orders" DROP COLUMN "is_delivered";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "is_cancelled";