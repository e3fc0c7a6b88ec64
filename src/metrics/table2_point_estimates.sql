-- table2_point_estimates: per model Acc, AP-Acc, Δ, F-Acc and DW-Acc (percent / pp), with qualifying and
-- against-prior counts. The build adds bootstrap intervals, ranks and tiers to make table2_leaderboard.
-- Paper: Table 2; docs/metrics.md "Per-model accuracies". Inputs: suff_task_model_rule.
-- DW-Acc weight of rule r: max(0, Pearson r across models of (pass rate on r, overall Acc)) over the models
-- with a qualifying verdict on r; 0 when fewer than 3 models qualify or either side is constant.
-- Pearson is computed twice on purpose: the published DW-Acc (table2_leaderboard) is the
-- bootstrap's (src/stats/pearson.ts, also needed for every resample); corr() here only makes this
-- file's dw_acc column, so a reader can re-run the point estimate in stock SQL (data/README.md).
WITH per_model AS (
  SELECT model_id,
         sum(qualifying) AS qualifying, sum(passes) AS passes,
         sum(qualifying) FILTER (WHERE against) AS ap_qualifying, sum(passes) FILTER (WHERE against) AS ap_passes,
         sum(qualifying) FILTER (WHERE separates) AS f_qualifying, sum(passes) FILTER (WHERE separates) AS f_passes
  FROM suff_task_model_rule GROUP BY model_id
),
rule_rates AS (
  SELECT s.model_id, s.rule_id, sum(s.passes) AS passes, sum(s.qualifying) AS qualifying,
         sum(s.passes) / sum(s.qualifying) AS rate, any_value(p.passes / p.qualifying) AS acc
  FROM suff_task_model_rule s JOIN per_model p USING (model_id)
  GROUP BY s.model_id, s.rule_id
),
rule_weights AS (
  SELECT rule_id,
         CASE WHEN count(*) >= 3 AND min(rate) < max(rate) AND min(acc) < max(acc)
              THEN greatest(0, corr(rate, acc)) ELSE 0 END AS weight
  FROM rule_rates GROUP BY rule_id
),
weighted AS (
  SELECT r.model_id, sum(w.weight * r.passes) AS w_passes, sum(w.weight * r.qualifying) AS w_qualifying
  FROM rule_rates r JOIN rule_weights w USING (rule_id) GROUP BY r.model_id
)
SELECT m.model_id, m.display_name,
       p.qualifying::INTEGER AS qualifying,
       coalesce(p.ap_qualifying, 0)::INTEGER AS against_prior_qualifying,
       100.0 * p.passes / p.qualifying AS acc,
       CASE WHEN p.ap_qualifying > 0 THEN 100.0 * p.ap_passes / p.ap_qualifying END AS ap_acc,
       CASE WHEN p.ap_qualifying > 0 THEN 100.0 * p.passes / p.qualifying - 100.0 * p.ap_passes / p.ap_qualifying END AS delta,
       CASE WHEN p.f_qualifying > 0 THEN 100.0 * p.f_passes / p.f_qualifying END AS f_acc,
       CASE WHEN w.w_qualifying > 0 THEN 100.0 * w.w_passes / w.w_qualifying END AS dw_acc
FROM per_model p JOIN models m USING (model_id) JOIN weighted w USING (model_id)
ORDER BY acc DESC, m.model_id;
