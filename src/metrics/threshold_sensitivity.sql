-- threshold_sensitivity: on S = qualifying verdicts of recoverable rules (consensus label at the default threshold, the
-- paper's 5 of 9 scaled to this release's probe builds), per model
-- gap_t = Acc(S) − Acc(S ∩ consensus label of at least t builds = against), for the paper's t = 4, 5 and 7 of 9, scaled
-- (table consensus_thresholds: threshold = builds needed, probe_builds = the denominator); mean over models.
-- One row per threshold, also when no model has a verdict on it (models 0, gaps NULL).
-- Paper: Appendix E.4; docs/metrics.md "Threshold sensitivity", "Consensus thresholds". Inputs: verdicts, rules, models, consensus_thresholds.
WITH s AS (
  SELECT v.model_id, v.z, r.consensus_t4, r.consensus_t5, r.consensus_t7
  FROM verdicts v JOIN rules r USING (rule_id)
  WHERE v.qualifying AND r.consensus_t5 IS NOT NULL AND v.model_id IN (SELECT model_id FROM models WHERE in_panel)
),
per_model AS (
  SELECT model_id, t.key,
         100.0 * avg(z) AS acc_s,
         100.0 * avg(z) FILTER (WHERE CASE t.key WHEN 't4' THEN consensus_t4 WHEN 't5' THEN consensus_t5 ELSE consensus_t7 END = 'against') AS acc_against
  FROM s CROSS JOIN consensus_thresholds AS t
  GROUP BY model_id, t.key
)
SELECT t.builds AS threshold, t.probe_builds, t.paper_builds AS paper_threshold,
       (SELECT count(*) FROM rules WHERE consensus_t5 IS NOT NULL)::INTEGER AS recoverable_rules,
       (SELECT count(*) FROM rules WHERE CASE t.key WHEN 't4' THEN consensus_t4 WHEN 't5' THEN consensus_t5 ELSE consensus_t7 END = 'against' AND consensus_t5 IS NOT NULL)::INTEGER AS against_rules,
       count(p.acc_against)::INTEGER AS models,
       avg(p.acc_s - p.acc_against) AS mean_gap,
       min(p.acc_s - p.acc_against) AS min_gap,
       max(p.acc_s - p.acc_against) AS max_gap
FROM consensus_thresholds t LEFT JOIN per_model p USING (key)
GROUP BY t.key, t.builds, t.probe_builds, t.paper_builds
ORDER BY t.paper_builds;
