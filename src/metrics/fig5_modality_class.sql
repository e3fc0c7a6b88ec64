-- fig5_modality_class: accuracy by merged modality class (commanding, numeric bounds, conditional, preference).
-- Paper: Figure 5; docs/metrics.md "Failures and difficulty". Inputs: verdicts, models.
SELECT modality_class, count(*)::INTEGER AS qualifying, sum(z)::INTEGER AS passes, 100.0 * avg(z) AS acc
FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)
GROUP BY modality_class
ORDER BY modality_class;
