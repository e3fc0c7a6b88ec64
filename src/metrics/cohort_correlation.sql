-- cohort_correlation: per model, Pearson r between its per-rule pass rates and the cohort mean of the
-- per-rule pass rates (unweighted over models), on the rules with a qualifying verdict for every model.
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
SELECT r.model_id,
       count(*)::INTEGER AS rules,
       CASE WHEN min(r.rate) < max(r.rate) AND min(c.cohort_rate) < max(c.cohort_rate) THEN corr(r.rate, c.cohort_rate) END AS pearson_r
FROM rule_rates r JOIN cohort c USING (rule_id)
GROUP BY r.model_id
ORDER BY r.model_id;
