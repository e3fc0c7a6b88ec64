-- rules: the rule library with derived columns: action, merged modality class, deterministic,
-- in_panel (placed in a panel task), and the probe builds' consensus label at the paper's thresholds (4, 5 and 7 of 9),
-- scaled to this release's probe builds (table consensus_thresholds; docs/metrics.md "Consensus thresholds").
-- phrasings is a list of (surface, text) structs in the release's order, not a MAP: Croissant and
-- Hugging Face datasets have no map type.
-- Paper: Section 3, Appendix A; definitions in docs/metrics.md ("Action", "Consensus label").
-- Inputs: raw_rules, raw_tasks, raw_probe, vocab_modalities, vocab_methods, consensus_thresholds.
-- Consensus at t: the label that at least t probe builds gave and that strictly more builds gave
-- than any other label; otherwise NULL.
WITH label_counts AS (
  SELECT rule_id, outcome, count(*)::INTEGER AS builds FROM raw_probe GROUP BY rule_id, outcome
),
top_label AS (
  SELECT rule_id,
         max(builds) AS top_builds,
         arg_max(outcome, builds) AS top_outcome,
         count(*) FILTER (WHERE builds = max_builds) AS labels_at_top
  FROM (SELECT *, max(builds) OVER (PARTITION BY rule_id) AS max_builds FROM label_counts)
  GROUP BY rule_id
),
panel_rules AS (
  SELECT DISTINCT placement.rule_id AS rule_id
  FROM (SELECT unnest(injected) AS placement FROM raw_tasks WHERE status = 'panel')
)
SELECT
  r.rule_id, r.summary, r.family, r.modality, vm.action, vm.modality_class, r.severity,
  r.scoring_method, m.deterministic, m.judge_involved,
  r.prior_label, r.prior_lineage, r.admissible_surfaces,
  list_transform(map_entries(r.phrasings), lambda e: {'surface': e.key, 'text': e.value}) AS phrasings, r.source_category, r."check",
  r.rule_id IN (SELECT rule_id FROM panel_rules) AS in_panel,
  coalesce(t.top_builds, 0)::INTEGER AS probe_top_builds,
  CASE WHEN t.labels_at_top = 1 AND t.top_builds >= (SELECT builds FROM consensus_thresholds WHERE key = 't4') THEN t.top_outcome END AS consensus_t4,
  CASE WHEN t.labels_at_top = 1 AND t.top_builds >= (SELECT builds FROM consensus_thresholds WHERE key = 't5') THEN t.top_outcome END AS consensus_t5,
  CASE WHEN t.labels_at_top = 1 AND t.top_builds >= (SELECT builds FROM consensus_thresholds WHERE key = 't7') THEN t.top_outcome END AS consensus_t7
FROM raw_rules r
JOIN vocab_modalities vm ON vm.modality = r.modality
JOIN vocab_methods m ON m.method = r.scoring_method
LEFT JOIN top_label t USING (rule_id)
ORDER BY r.rule_id;
