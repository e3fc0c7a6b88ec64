-- icc_cell_rounds: the cell-level test-retest matrix: for each model × task cell with a qualifying verdict
-- in every round, the cell's Acc (percent) in each round. Paper: Appendix E.2; docs/metrics.md "ICC".
-- Inputs: verdicts, models.
WITH cell_round AS (
  SELECT model_id, task_id, round, 100.0 * avg(z) AS acc
  FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)
  GROUP BY model_id, task_id, round
),
rounds AS (SELECT count(DISTINCT round) AS n FROM verdicts)
SELECT model_id, task_id, round, acc
FROM cell_round
WHERE (model_id, task_id) IN (
  SELECT (model_id, task_id) FROM cell_round GROUP BY model_id, task_id HAVING count(*) = (SELECT n FROM rounds)
)
ORDER BY model_id, task_id, round;
