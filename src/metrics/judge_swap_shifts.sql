-- judge_swap_shifts: per model, pass rate under rater B minus pass rate under rater A on the judge-swap rows
-- (pp). Paper: Appendix E.1; docs/metrics.md "Pass-rate shift". Inputs: judge_audit.
SELECT model_id, count(*)::INTEGER AS rows,
       100.0 * avg(CASE WHEN label_a = 'pass' THEN 1.0 ELSE 0.0 END) AS pass_rate_a,
       100.0 * avg(CASE WHEN label_b = 'pass' THEN 1.0 ELSE 0.0 END) AS pass_rate_b,
       100.0 * avg(CASE WHEN label_b = 'pass' THEN 1.0 ELSE 0.0 END) - 100.0 * avg(CASE WHEN label_a = 'pass' THEN 1.0 ELSE 0.0 END) AS shift
FROM judge_audit WHERE kind = 'judge_swap'
GROUP BY model_id
ORDER BY model_id;
