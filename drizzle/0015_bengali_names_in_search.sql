-- Search documents name each product's category and sub-category in Bengali too (src/modules/catalog/derived.ts):
-- rewritten here for the products already stored; every later write writes them so.
UPDATE "products" p SET search_vector = d.search_vector
FROM (
	SELECT
		p2.id,
		setweight(to_tsvector('english', translate(p2.name, U&'\200C\200D', '')), 'A') ||
			setweight(to_tsvector('english', translate(b.name || ' ' || c.name || ' ' || coalesce(c.name_bn, '') || ' ' || coalesce(s.name, '') || ' ' || coalesce(s.name_bn, ''), U&'\200C\200D', '')), 'B') ||
			setweight(to_tsvector('english', translate(array_to_string(p2.keywords, ' '), U&'\200C\200D', '')), 'B') ||
			setweight(to_tsvector('english', translate(p2.feature, U&'\200C\200D', '')), 'C') AS search_vector
	FROM "products" p2
	JOIN "brands" b ON b.id = p2.brand_id
	JOIN "categories" c ON c.id = p2.category_id
	LEFT JOIN "sub_categories" s ON s.id = p2.sub_category_id
) d
WHERE p.id = d.id AND p.search_vector IS DISTINCT FROM d.search_vector;--> statement-breakpoint
INSERT INTO "search_words" (word)
SELECT DISTINCT w
FROM "categories" c, regexp_split_to_table(lower(translate(coalesce(c.name_bn, ''), U&'\200C\200D', '')), '[^[:alnum:]\u0980-\u09FF]+') w
WHERE char_length(w) BETWEEN 3 AND 40 AND w ~ '[^0-9]'
ON CONFLICT DO NOTHING;
