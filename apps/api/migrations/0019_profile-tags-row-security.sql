-- Hand-written: row-level security for the tags a volunteer chose on their profile (pattern of
-- 0001), and the free-text skills and interests written before profiles chose from the centre's
-- tags: a value naming a skill tag (skills) or a category tag (interests) of the user's tenant,
-- ignoring case and surrounding spaces, becomes a link; everything else stays as "other".
ALTER TABLE user_profile_tags ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON user_profile_tags
  USING (tenant_id = current_tenant_id())
  WITH CHECK (tenant_id = current_tenant_id());
--> statement-breakpoint
INSERT INTO user_profile_tags (tenant_id, user_id, tag_id)
SELECT DISTINCT users.tenant_id, users.id, tags.id
FROM users
CROSS JOIN LATERAL (
  SELECT unnest(users.skills) AS value, 'skill' AS kind
  UNION ALL
  SELECT unnest(users.interests), 'category'
) AS written
JOIN tags
  ON tags.tenant_id = users.tenant_id
  AND tags.kind = written.kind
  AND lower(tags.name) = lower(btrim(written.value))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE users SET
  skills = ARRAY(
    SELECT value FROM unnest(users.skills) WITH ORDINALITY AS written(value, position)
    WHERE NOT EXISTS (
      SELECT 1 FROM tags
      WHERE tags.tenant_id = users.tenant_id AND tags.kind = 'skill'
        AND lower(tags.name) = lower(btrim(written.value))
    )
    ORDER BY position
  ),
  interests = ARRAY(
    SELECT value FROM unnest(users.interests) WITH ORDINALITY AS written(value, position)
    WHERE NOT EXISTS (
      SELECT 1 FROM tags
      WHERE tags.tenant_id = users.tenant_id AND tags.kind = 'category'
        AND lower(tags.name) = lower(btrim(written.value))
    )
    ORDER BY position
  )
WHERE cardinality(users.skills) > 0 OR cardinality(users.interests) > 0;
