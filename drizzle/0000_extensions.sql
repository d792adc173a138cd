-- Trigram similarity for typo-tolerant product search (available in PGlite and PostgreSQL contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
