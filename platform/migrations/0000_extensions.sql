-- Trigram matching serves the case-insensitive keyword search on games.display_name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
