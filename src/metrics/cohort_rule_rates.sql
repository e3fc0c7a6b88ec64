-- cohort_rule_rates: per model and rule, its pass rate and the cohort mean of the per-rule pass rates
-- (unweighted over models), on the rules with a qualifying verdict for every model. The build's
-- cohort_correlation table is, per model, Pearson r of (rate, cohort_rate) over these rows
-- (src/stats/pearson.ts, the project's one Pearson).
-- Paper: Section 4.2; docs/metrics.md "Cohort correlation". Inputs: suff_task_model_rule, models.
WITH rule_rates AS (
  SELECT model_id, rule_id, sum(passes) / sum(qualifying) AS rate
  FROM suff_task_model_rule GROUP BY model_id, rule_id
),
shared_rules AS (
  SELECT rule_id FROM rule_rates GROUP BY rule_id
  HAVING count(*) = (SELECT count(*) FROM models WHERE in_panel)
),
cohort AS (
  SELECT rule_id, avg(rate) AS cohort_rate FROM rule_rates WHERE rule_id IN (SELECT rule_id FROM shared_rules) GROUP BY rule_id
)
SELECT r.model_id, r.rule_id, r.rate, c.cohort_rate
FROM rule_rates r JOIN cohort c USING (rule_id)
ORDER BY r.model_id, r.rule_id;
