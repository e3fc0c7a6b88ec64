-- table7_method_by_model: per scoring method and model, Acc on that method's qualifying verdicts, and the
-- method's share of all qualifying verdicts. The build adds Kendall τ-b against overall Acc (Table 7).
-- Paper: Table 7; docs/metrics.md "Scoring method". Inputs: verdicts, models.
WITH q AS (SELECT * FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel))
SELECT method, model_id, count(*)::INTEGER AS qualifying, sum(z)::INTEGER AS passes, 100.0 * avg(z) AS acc,
       100.0 * sum(count(*)) OVER (PARTITION BY method) / (SELECT count(*) FROM q) AS method_share
FROM q GROUP BY method, model_id
ORDER BY method, model_id;
