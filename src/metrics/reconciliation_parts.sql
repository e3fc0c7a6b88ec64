-- reconciliation_parts: every input row accounted for (the build adds totals and input counts to make the
-- reconciliation artifact). Verdict rows: qualifying pass / fail, n/a as released,
-- failures collapsed to n/a by cascade de-duplication, partial. Non-coding: attempts valid / invalid
-- (invalid ones excluded, not failures) and the outcomes of valid attempts. E0 runs by outcome.
-- Our addition (no paper table); docs/metrics.md "Verdicts", "Non-coding", "E0".
-- Inputs: verdicts, noncoding, e0.
SELECT * FROM (
  SELECT 1 AS position, 'verdicts' AS source, 'qualifying_pass' AS category, count(*)::BIGINT AS rows FROM verdicts WHERE verdict = 'pass'
  UNION ALL SELECT 2, 'verdicts', 'qualifying_fail', count(*) FROM verdicts WHERE verdict = 'fail'
  UNION ALL SELECT 3, 'verdicts', 'na_as_released', count(*) FROM verdicts WHERE verdict = 'na' AND NOT collapsed
  UNION ALL SELECT 4, 'verdicts', 'collapsed_by_cascade', count(*) FROM verdicts WHERE collapsed
  UNION ALL SELECT 5, 'verdicts', 'partial', count(*) FROM verdicts WHERE verdict = 'partial'
  UNION ALL SELECT 6, 'noncoding_attempts', 'valid', count(DISTINCT attempt_id) FROM noncoding WHERE valid
  UNION ALL SELECT 7, 'noncoding_attempts', 'invalid_excluded', count(DISTINCT attempt_id) FROM noncoding WHERE NOT valid
  UNION ALL SELECT 8, 'noncoding_outcomes', 'qualifying', count(*) FROM noncoding WHERE valid AND verdict IN ('pass', 'fail')
  UNION ALL SELECT 9, 'noncoding_outcomes', 'na', count(*) FROM noncoding WHERE valid AND verdict = 'na'
  UNION ALL SELECT 10, 'noncoding_outcomes', 'in_invalid_attempts', count(*) FROM noncoding WHERE NOT valid AND rule_id IS NOT NULL
  UNION ALL SELECT 11, 'e0', 'decisive', count(*) FROM e0 WHERE outcome = 'decisive'
  UNION ALL SELECT 12, 'e0', 'no_clear_winner', count(*) FROM e0 WHERE outcome = 'no_clear_winner'
  UNION ALL SELECT 13, 'e0', 'error', count(*) FROM e0 WHERE outcome = 'error'
)
ORDER BY position;
