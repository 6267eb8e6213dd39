-- Users who were there before the guided tours (issue 16, decision 0042) are no newcomers: their tour counts as seen,
-- so it does not start by itself and lock the page on their next visit. "Take the tour" replays it for anyone.
-- Role lists as in the contract: CONTENT_STAFF_ROLES get the admin's tour, MEMBER_ROLES the visitor's.
INSERT INTO "tour_progress" ("licence_id", "user_id", "tour_key", "version", "step", "status")
SELECT "licence_id", "id",
  CASE WHEN "role" IN ('SUPERADMIN', 'ADMIN', 'EDITOR') THEN 'admin-home' ELSE 'visitor-home' END,
  1, 0, 'finished'
FROM "users"
WHERE "role" IN ('SUPERADMIN', 'ADMIN', 'EDITOR', 'CLIENT', 'USER')
ON CONFLICT DO NOTHING;
