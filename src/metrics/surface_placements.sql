-- surface_placements: per surface, the library rules that admit it (have a phrasing for it) and the rule
-- placements the panel tasks put on it, beside the library's rule count and the panel's placement count:
-- why a surface (the harness default, HD) can have no row in Table 4 or E0.
-- Paper: none (ours; Section 3 describes the surfaces). Inputs: rules, tasks.
WITH admitted AS (
  SELECT surface, count(*)::INTEGER AS admissible_rules
  FROM (SELECT unnest(admissible_surfaces) AS surface FROM rules) GROUP BY surface
),
panel_placements AS (
  SELECT placement.surface AS surface FROM (SELECT unnest(injected) AS placement FROM tasks WHERE status = 'panel')
),
placed AS (
  SELECT surface, count(*)::INTEGER AS placements FROM panel_placements GROUP BY surface
)
SELECT surface,
       coalesce(a.admissible_rules, 0)::INTEGER AS admissible_rules,
       (SELECT count(*) FROM rules)::INTEGER AS library_rules,
       coalesce(p.placements, 0)::INTEGER AS placements,
       (SELECT count(*) FROM panel_placements)::INTEGER AS panel_placements
FROM admitted a FULL JOIN placed p USING (surface)
ORDER BY surface;
