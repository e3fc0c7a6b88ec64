-- icc_model_rounds: the model-level test-retest matrix: each panel model's Acc (percent) in each round.
-- Paper: Appendix E.2; docs/metrics.md "ICC". Inputs: verdicts, models.
SELECT model_id, round, count(*)::INTEGER AS qualifying, 100.0 * avg(z) AS acc
FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)
GROUP BY model_id, round
ORDER BY model_id, round;
