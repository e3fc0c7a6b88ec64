-- model_task_round_grid: per model, every panel task × round with passes and qualifying (0 when the run had
-- no qualifying verdict). Inputs: verdicts, models, tasks.
-- The verdicts are summed per run first (one aggregation), then joined to every cell: joining the cells
-- to every verdict row first makes the aggregation read far more rows (docs/benchmark-history.md).
WITH cells AS (
  SELECT m.model_id, t.task_id, r.round
  FROM (SELECT model_id FROM models WHERE in_panel) m
  CROSS JOIN (SELECT task_id FROM tasks WHERE status = 'panel') t
  CROSS JOIN (SELECT DISTINCT round FROM verdicts) r
),
run_sums AS (
  SELECT model_id, task_id, round, sum(z)::INTEGER AS passes, count(*)::INTEGER AS qualifying
  FROM verdicts WHERE qualifying
  GROUP BY model_id, task_id, round
)
SELECT c.model_id, c.task_id, c.round,
       coalesce(s.passes, 0)::INTEGER AS passes, coalesce(s.qualifying, 0)::INTEGER AS qualifying
FROM cells c LEFT JOIN run_sums s USING (model_id, task_id, round)
ORDER BY c.model_id, c.task_id, c.round;
