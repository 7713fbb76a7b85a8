-- Custom SQL migration: product search tokens (STACK.md "Chinese search").
-- pg_trgm cannot index a query of one or two Han characters, so products carry a generated
-- text[] of every character and character pair of their search text, GIN-indexed; a query
-- asks `search_tokens @> wellfit_search_tokens(query)` and confirms with ILIKE. The same
-- index serves Latin text, so pg_trgm is not needed. Must run before the tables migration
-- that uses the function in a generated column.
CREATE OR REPLACE FUNCTION wellfit_search_tokens(input text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(DISTINCT token), '{}'::text[])
  FROM (
    SELECT substr(input, position, 1) AS token FROM generate_series(1, char_length(input)) AS position
    UNION
    SELECT substr(input, position, 2) FROM generate_series(1, char_length(input) - 1) AS position
  ) AS tokens
  WHERE token !~ '\s'
$$;
