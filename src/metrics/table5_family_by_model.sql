-- table5_family_by_model: accuracy of each model on each rule family (the per-model columns of Table 5).
-- Paper: Table 5; docs/metrics.md "Failures and difficulty". Inputs: verdicts, models.
SELECT model_id, family, count(*)::INTEGER AS qualifying, sum(z)::INTEGER AS passes, 100.0 * avg(z) AS acc
FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)
GROUP BY model_id, family
ORDER BY model_id, family;
