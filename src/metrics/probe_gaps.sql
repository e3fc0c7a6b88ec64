-- probe_gaps: Δ (Acc − AP-Acc) per model grouped by whether the model shares an identifier with a probe
-- build (has a probe_twin). Paper: Appendix E.4; docs/metrics.md "Probe vs non-probe gaps".
-- Inputs: table2_point_estimates, models.
SELECT m.has_probe_twin AS shares_probe_identifier,
       count(*)::INTEGER AS models,
       avg(t.delta) AS mean_delta,
       min(t.delta) AS min_delta,
       max(t.delta) AS max_delta,
       string_agg(t.model_id, ' ' ORDER BY t.model_id) AS members
FROM table2_point_estimates t JOIN models m USING (model_id)
WHERE t.delta IS NOT NULL
GROUP BY m.has_probe_twin
ORDER BY m.has_probe_twin;
