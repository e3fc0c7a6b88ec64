-- deterministic_subset: per model, Acc, AP-Acc and their gap on deterministic verdicts only
-- (regex, ast, cross_file, command_output). Paper: Section 4.5; docs/metrics.md "Deterministic subset".
-- Inputs: verdicts, models.
SELECT model_id,
       count(*)::INTEGER AS qualifying,
       (count(*) FILTER (WHERE prior = 'against'))::INTEGER AS against_prior_qualifying,
       100.0 * avg(z) AS acc,
       100.0 * avg(z) FILTER (WHERE prior = 'against') AS ap_acc,
       100.0 * avg(z) - 100.0 * avg(z) FILTER (WHERE prior = 'against') AS gap
FROM verdicts WHERE qualifying AND deterministic AND model_id IN (SELECT model_id FROM models WHERE in_panel)
GROUP BY model_id
ORDER BY model_id;
