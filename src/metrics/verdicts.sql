-- verdicts: every verdict row of the release with its derived columns (release table + derivation).
-- Paper: Section 4.1 and Appendix B (cascade de-duplication); definitions in docs/metrics.md "Verdicts".
-- Inputs: raw_verdicts, raw_rules, raw_tasks (the release files), vocab_modalities, vocab_methods (vocab.ts).
-- Cascade de-dup: within one run (model, task, round) and one non-null cascade_group, the failing row
-- with the lowest cascade_rank (then lowest verdict_id) keeps 'fail'; every other failing row becomes 'na'
-- and is flagged collapsed. The one definition of the rule; src/release/cascade.ts applies it to records in
-- memory (validator, score) and test/pipeline/agreement.test.ts checks the two agree row by row. votes_majority is the label given by at least 2 of the 3 judge votes (checked
-- against the raw verdict by the build).
WITH placed AS (
  SELECT task_id, placement.rule_id AS rule_id, placement.surface AS surface
  FROM (SELECT task_id, unnest(injected) AS placement FROM raw_tasks)
),
cascade_failures AS (
  SELECT verdict_id,
         row_number() OVER (PARTITION BY model_id, task_id, round, cascade_group
                            ORDER BY cascade_rank, verdict_id) AS failure_position
  FROM raw_verdicts
  WHERE cascade_group IS NOT NULL AND verdict = 'fail'
),
effective AS (
  SELECT v.*,
         coalesce(c.failure_position > 1, false) AS collapsed,
         CASE WHEN c.failure_position > 1 THEN 'na' ELSE v.verdict END AS effective_verdict
  FROM raw_verdicts v LEFT JOIN cascade_failures c USING (verdict_id)
)
SELECT
  e.verdict_id, e.model_id, e.task_id, e.round, e.rule_id,
  e.verdict AS raw_verdict,
  e.effective_verdict AS verdict,
  e.collapsed,
  e.effective_verdict IN ('pass', 'fail') AS qualifying,
  CASE e.effective_verdict WHEN 'pass' THEN 1 WHEN 'fail' THEN 0 END::TINYINT AS z,
  e.method,
  m.deterministic,
  m.judge_involved,
  e.votes,
  CASE
    WHEN e.votes IS NULL THEN NULL
    WHEN e.votes[1] = e.votes[2] OR e.votes[1] = e.votes[3] THEN e.votes[1]
    WHEN e.votes[2] = e.votes[3] THEN e.votes[2]
  END AS votes_majority,
  e.cascade_group, e.cascade_rank,
  r.family, r.modality, vm.action, vm.modality_class, r.severity,
  p.surface,
  r.prior_label AS prior,
  r.prior_lineage AS lineage,
  e.evidence, e.rationale
FROM effective e
JOIN raw_rules r USING (rule_id)
JOIN vocab_modalities vm ON vm.modality = r.modality
JOIN vocab_methods m ON m.method = e.method
LEFT JOIN placed p ON p.task_id = e.task_id AND p.rule_id = e.rule_id
ORDER BY e.verdict_id;
