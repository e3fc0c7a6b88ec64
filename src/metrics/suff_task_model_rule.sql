-- suff_task_model_rule: sufficient statistics per (task, model, rule) of the qualifying verdicts; every
-- per-model accuracy of Table 2 and its task-clustered bootstrap is computed from this small table.
-- Paper: Table 2, Appendix E.5; docs/metrics.md "Per-model accuracies" and "Common support".
-- Inputs: verdicts, models.
-- separates: the (task, rule) pair has qualifying verdicts from at least two models whose pass rates
--   (all rounds) are not all equal (F-Acc). common_*: counts restricted to keys (task, round, rule)
--   where every panel model has a qualifying verdict.
-- Cost (the verdict table is large on a scaled release): (model_id, task_id, round, rule_id) is
-- unique in verdicts (the validator rejects duplicates, src/release/checks.ts), so count(*)
-- counts a key's models without count(DISTINCT); the separation flag comes from the
-- per-(task, model, rule) rates of `cells` rather than from a second pass over the verdicts.
WITH q AS (
  SELECT * FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)
),
panel_size AS (SELECT count(*) AS models FROM models WHERE in_panel),
key_support AS (
  SELECT task_id, round, rule_id, count(*) = (SELECT models FROM panel_size) AS common
  FROM q GROUP BY task_id, round, rule_id
),
cells AS (
  SELECT q.task_id, q.model_id, q.rule_id,
         bool_and(q.prior = 'against') AS against,
         bool_and(q.deterministic) AS deterministic,
         count(*)::INTEGER AS qualifying,
         sum(q.z)::INTEGER AS passes,
         (count(*) FILTER (WHERE k.common))::INTEGER AS common_qualifying,
         coalesce(sum(q.z) FILTER (WHERE k.common), 0)::INTEGER AS common_passes,
         avg(q.z) AS rate
  FROM q JOIN key_support k USING (task_id, round, rule_id)
  GROUP BY q.task_id, q.model_id, q.rule_id
),
pair_separation AS (
  SELECT task_id, rule_id, count(*) >= 2 AND min(rate) < max(rate) AS separates
  FROM cells GROUP BY task_id, rule_id
)
SELECT c.task_id, c.model_id, c.rule_id, c.against, c.deterministic, s.separates,
       c.qualifying, c.passes, c.common_qualifying, c.common_passes
FROM cells c JOIN pair_separation s USING (task_id, rule_id)
ORDER BY c.task_id, c.model_id, c.rule_id;
