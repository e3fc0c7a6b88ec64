-- threshold_sensitivity: on S = qualifying verdicts of recoverable rules (consensus label of at least 5 probe builds), per model
-- gap_t = Acc(S) − Acc(S ∩ consensus label of at least t builds = against), for t in 4, 5, 7; mean over models.
-- Paper: Appendix E.4; docs/metrics.md "Threshold sensitivity". Inputs: verdicts, rules, models.
WITH s AS (
  SELECT v.model_id, v.z, r.consensus_t4, r.consensus_t5, r.consensus_t7
  FROM verdicts v JOIN rules r USING (rule_id)
  WHERE v.qualifying AND r.consensus_t5 IS NOT NULL AND v.model_id IN (SELECT model_id FROM models WHERE in_panel)
),
per_model AS (
  SELECT model_id, t.threshold,
         100.0 * avg(z) AS acc_s,
         100.0 * avg(z) FILTER (WHERE CASE t.threshold WHEN 4 THEN consensus_t4 WHEN 5 THEN consensus_t5 ELSE consensus_t7 END = 'against') AS acc_against,
         (count(*) FILTER (WHERE CASE t.threshold WHEN 4 THEN consensus_t4 WHEN 5 THEN consensus_t5 ELSE consensus_t7 END = 'against'))::INTEGER AS against_n
  FROM s CROSS JOIN (VALUES (4), (5), (7)) AS t(threshold)
  GROUP BY model_id, t.threshold
)
SELECT threshold,
       (SELECT count(*) FROM rules WHERE consensus_t5 IS NOT NULL)::INTEGER AS recoverable_rules,
       (SELECT count(*) FROM rules WHERE CASE threshold WHEN 4 THEN consensus_t4 WHEN 5 THEN consensus_t5 ELSE consensus_t7 END = 'against' AND consensus_t5 IS NOT NULL)::INTEGER AS against_rules,
       count(acc_against)::INTEGER AS models,
       avg(acc_s - acc_against) AS mean_gap,
       min(acc_s - acc_against) AS min_gap,
       max(acc_s - acc_against) AS max_gap
FROM per_model GROUP BY threshold
ORDER BY threshold;
