CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "category_descriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"keyword" text NOT NULL,
	"aliases" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_slug" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"show_for_listed_products" boolean DEFAULT false NOT NULL,
	"heading" text NOT NULL,
	"intro" text NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"buying_guide" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"closing" text NOT NULL,
	"related_category_slugs" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "products_category_price";--> statement-breakpoint
DROP INDEX "products_name_trgm";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processor_brand" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "processor_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ram_gb" integer;--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "category_descriptions_keyword_language" ON "category_descriptions" USING btree ("keyword","language");--> statement-breakpoint
CREATE INDEX "category_descriptions_category" ON "category_descriptions" USING btree ("category_slug","language");--> statement-breakpoint
CREATE INDEX "products_category_listing" ON "products" USING btree ("category_id","sale_price","id","brand_id","sub_category_id","processor_brand","processor_type","ram_gb");--> statement-breakpoint
CREATE INDEX "products_brand_listing" ON "products" USING btree ("brand_id","sale_price","id","processor_brand","processor_type","ram_gb");--> statement-breakpoint
-- Backfill of the derived columns for catalogues seeded before this migration: the same
-- statements as refreshDerivedColumns in src/modules/catalog/derived.ts at the time of writing.
UPDATE "products" p SET
	search_vector = d.search_vector,
	sale_price = d.sale_price,
	processor_brand = CASE
		WHEN d.processor IS NULL THEN NULL
		WHEN d.processor ~ '(?i)\mintel\M' THEN 'Intel'
		WHEN d.processor ~ '(?i)\m(amd|ryzen|athlon)\M' THEN 'AMD'
		WHEN d.processor ~ '(?i)\mapple\M' THEN 'Apple'
		WHEN d.processor ~ '(?i)\mmediatek\M' THEN 'MediaTek'
		WHEN d.processor ~ '(?i)\m(qualcomm|snapdragon)\M' THEN 'Qualcomm'
		ELSE initcap(left(d.processor, 60))
	END,
	processor_type = CASE
		WHEN d.model ~ '(?i)\mcore[\s-]*(i[3579])\M' THEN 'Intel Core ' || lower(substring(d.model FROM '(?i)\mcore[\s-]*(i[3579])\M'))
		WHEN d.model ~ '(?i)\mryzen\s+([0-9])\M' THEN 'AMD Ryzen ' || substring(d.model FROM '(?i)\mryzen\s+([0-9])\M')
	END,
	ram_gb = substring(d.ram FROM '(?i)([0-9]{1,4})\s*GB')::int
FROM (
	SELECT
		p2.id,
		setweight(to_tsvector('english', translate(p2.name, U&'\200C\200D', '')), 'A') ||
			setweight(to_tsvector('english', translate(b.name || ' ' || c.name || ' ' || coalesce(s.name, ''), U&'\200C\200D', '')), 'B') ||
			setweight(to_tsvector('english', translate(array_to_string(p2.keywords, ' '), U&'\200C\200D', '')), 'B') ||
			setweight(to_tsvector('english', translate(p2.feature, U&'\200C\200D', '')), 'C') AS search_vector,
		greatest(p2.price - greatest(p2.discount, c.discount), 0) AS sale_price,
		nullif(btrim(coalesce(
			jsonb_path_query_first(p2.specifications, '$[*].values[*] ? (@.name like_regex "^processor brand$" flag "i").value') #>> '{}',
			jsonb_path_query_first(p2.specifications, '$[*].values[*] ? (@.name like_regex "^processor$" flag "i").value') #>> '{}'
		)), '') AS processor,
		coalesce(
			jsonb_path_query_first(p2.specifications, '$[*].values[*] ? (@.name like_regex "^processor model$" flag "i").value') #>> '{}',
			jsonb_path_query_first(p2.specifications, '$[*].values[*] ? (@.name like_regex "^processor$" flag "i").value') #>> '{}'
		) AS model,
		coalesce(
			jsonb_path_query_first(p2.specifications, '$[*].values[*] ? (@.name like_regex "^ram$" flag "i").value') #>> '{}',
			CASE WHEN lower(btrim(c.name)) = 'ram' OR c.slug = 'ram'
				THEN jsonb_path_query_first(p2.specifications, '$[*].values[*] ? (@.name like_regex "^capacity$" flag "i").value') #>> '{}' END
		) AS ram
	FROM "products" p2
	JOIN "brands" b ON b.id = p2.brand_id
	JOIN "categories" c ON c.id = p2.category_id
	LEFT JOIN "sub_categories" s ON s.id = p2.sub_category_id
) d
WHERE p.id = d.id;
--> statement-breakpoint
INSERT INTO "search_words" (word)
SELECT DISTINCT w
FROM "products" p2
JOIN "brands" b ON b.id = p2.brand_id
JOIN "categories" c ON c.id = p2.category_id,
regexp_split_to_table(
	lower(translate(p2.name || ' ' || b.name || ' ' || c.name || ' ' || array_to_string(p2.keywords, ' ') || ' ' || p2.feature, U&'\200C\200D', '')),
	'[^[:alnum:]\u0980-\u09FF]+'
) w
WHERE char_length(w) BETWEEN 3 AND 40 AND w ~ '[^0-9]'
ON CONFLICT DO NOTHING;
