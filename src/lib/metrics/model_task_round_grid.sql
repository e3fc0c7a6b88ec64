-- model_task_round_grid: per model, every panel task × round with passes and qualifying (0 when the run had
-- no qualifying verdict). Inputs: verdicts, models, tasks.
WITH cells AS (
  SELECT m.model_id, t.task_id, r.round
  FROM (SELECT model_id FROM models WHERE in_panel) m
  CROSS JOIN (SELECT task_id FROM tasks WHERE status = 'panel') t
  CROSS JOIN (SELECT DISTINCT round FROM verdicts) r
)
SELECT c.model_id, c.task_id, c.round,
       coalesce(sum(v.z), 0)::INTEGER AS passes, count(v.z)::INTEGER AS qualifying
FROM cells c LEFT JOIN verdicts v ON v.model_id = c.model_id AND v.task_id = c.task_id AND v.round = c.round AND v.qualifying
GROUP BY c.model_id, c.task_id, c.round
ORDER BY c.model_id, c.task_id, c.round;
