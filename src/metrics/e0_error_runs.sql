-- e0_error_runs: the E0 runs that ended in an error, with the surfaces carrying the pair's rule 1 and rule 2,
-- for the error-assignment variants (to_rule_1, to_rule_2, split). Paper: Appendix D.4; docs/metrics.md
-- "Error assignment variants". Inputs: e0.
SELECT build_id, item, rule_1_surface, rule_2_surface, count(*)::INTEGER AS runs
FROM e0 WHERE outcome = 'error'
GROUP BY build_id, item, rule_1_surface, rule_2_surface
ORDER BY build_id, item, rule_1_surface, rule_2_surface;
