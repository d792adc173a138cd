CREATE TABLE "order_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"state" text DEFAULT 'requested' NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"decision_note" text,
	"refund_method" text,
	"refund_amount" integer,
	"refund_charges" integer,
	"refund_reference" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	CONSTRAINT "order_returns_state" CHECK ("order_returns"."state" in ('requested', 'approved', 'refused', 'received')),
	CONSTRAINT "order_returns_refund_method" CHECK ("order_returns"."refund_method" is null or "order_returns"."refund_method" in ('cash', 'bkash', 'nagad', 'rocket', 'bank')),
	CONSTRAINT "order_returns_refund_non_negative" CHECK ("order_returns"."refund_amount" >= 0 and "order_returns"."refund_charges" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "returnable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "return_hours" integer DEFAULT 24 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_returns" ADD CONSTRAINT "order_returns_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_returns_one_open" ON "order_returns" USING btree ("order_id") WHERE "order_returns"."state" <> 'refused';--> statement-breakpoint
CREATE INDEX "order_returns_order" ON "order_returns" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind" CHECK ("order_events"."kind" in ('placed', 'confirmed', 'packed', 'shipped', 'delivered', 'cancelled', 'refused', 'returned', 'paid', 'return-requested', 'return-approved', 'return-refused', 'refunded'));