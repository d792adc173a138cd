CREATE TABLE "shipments" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"courier" text NOT NULL,
	"state" text NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"tracking_url" text,
	"courier_status" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_state" CHECK ("shipments"."state" in ('booking', 'booked', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_state_updated" ON "shipments" USING btree ("state","updated_at");