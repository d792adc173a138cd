CREATE TABLE "manufacturer_links" (
	"manufacturer_id" integer PRIMARY KEY NOT NULL,
	"brand_id" uuid NOT NULL
);
--> statement-breakpoint
ALTER TABLE "manufacturer_links" ADD CONSTRAINT "manufacturer_links_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;