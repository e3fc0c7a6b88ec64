-- model_breakdowns: per model, passes and qualifying by family, merged modality class, placed surface,
-- scoring method and round (the model pages). Inputs: verdicts, models.
-- One scan: the five groupings as GROUPING SETS (five GROUP BYs over a UNION ALL would read the verdicts
-- five times); GROUPING() tells the sets apart (bit 1 = column not grouped).
WITH q AS (SELECT * FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)),
g AS (
  SELECT model_id, family, modality_class, surface, method, round,
         GROUPING(family, modality_class, surface, method, round) AS unused_columns,
         sum(z)::INTEGER AS passes, count(*)::INTEGER AS qualifying
  FROM q
  GROUP BY GROUPING SETS ((model_id, family), (model_id, modality_class), (model_id, surface), (model_id, method), (model_id, round))
)
SELECT model_id,
       CASE unused_columns WHEN 15 THEN 'family' WHEN 23 THEN 'modality_class' WHEN 27 THEN 'surface' WHEN 29 THEN 'method' WHEN 30 THEN 'round' END AS dimension,
       CASE unused_columns WHEN 15 THEN family WHEN 23 THEN modality_class WHEN 27 THEN surface WHEN 29 THEN method WHEN 30 THEN round::VARCHAR END AS key,
       passes, qualifying
FROM g
ORDER BY model_id, dimension, key;
