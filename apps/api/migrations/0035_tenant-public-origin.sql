-- Hand-written (issue 29, holes 6 and 7): a tenant may name the origin its links use. Without it
-- the origin follows from the tenant's first host; links never follow a request's Host header.
ALTER TABLE tenants ADD COLUMN public_origin text;
ALTER TABLE tenants ADD CONSTRAINT tenants_public_origin_format CHECK (public_origin ~ '^https?://[^/?#]+$');
