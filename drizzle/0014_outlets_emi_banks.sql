CREATE TABLE "emi_banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"online_tenures" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"offline_tenures" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"minimum_purchase" integer NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outlets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "emi_banks_name" ON "emi_banks" USING btree ("name");--> statement-breakpoint
CREATE INDEX "outlets_name" ON "outlets" USING btree ("name");