-- table4_surfaces: accuracy of the qualifying verdicts by the surface the task placed the rule on, their
-- number, and the share of them that is against-prior. Paper: Table 4; docs/metrics.md "Surfaces".
-- Inputs: verdicts, models.
SELECT surface, count(*)::INTEGER AS qualifying, sum(z)::INTEGER AS passes, 100.0 * avg(z) AS acc,
       100.0 * count(*) FILTER (WHERE prior = 'against') / count(*) AS against_prior_share
FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)
GROUP BY surface
ORDER BY surface;
