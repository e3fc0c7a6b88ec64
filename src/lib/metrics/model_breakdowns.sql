-- model_breakdowns: per model, passes and qualifying by family, merged modality class, placed surface,
-- scoring method and round (the model pages). Inputs: verdicts, models.
WITH q AS (SELECT * FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel))
SELECT * FROM (
  SELECT model_id, 'family' AS dimension, family AS key, sum(z)::INTEGER AS passes, count(*)::INTEGER AS qualifying FROM q GROUP BY ALL
  UNION ALL SELECT model_id, 'modality_class', modality_class, sum(z)::INTEGER, count(*)::INTEGER FROM q GROUP BY ALL
  UNION ALL SELECT model_id, 'surface', surface, sum(z)::INTEGER, count(*)::INTEGER FROM q GROUP BY ALL
  UNION ALL SELECT model_id, 'method', method, sum(z)::INTEGER, count(*)::INTEGER FROM q GROUP BY ALL
  UNION ALL SELECT model_id, 'round', round::VARCHAR, sum(z)::INTEGER, count(*)::INTEGER FROM q GROUP BY ALL
)
ORDER BY model_id, dimension, key;
