-- Hand-written (issue 29): unsubscribe links are signed with keys derived from SECRET_KEY_BASE
-- (or the data directory's key file), never kept in the database, so a copy of the database
-- cannot forge them. The keys kept here go; links mailed before this no longer unsubscribe (the
-- page says so and the profile's setting still works).
DROP TABLE digest_signing_keys;
