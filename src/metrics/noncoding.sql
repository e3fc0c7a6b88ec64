-- noncoding: non-coding attempts flattened to one row per (attempt, rule outcome); an attempt
-- without outcomes keeps one row with NULL rule_id and verdict. Paper: Appendix G, Table 8.
-- Inputs: raw_noncoding_attempts, raw_noncoding_cases.
WITH outcomes AS (
  SELECT attempt_id, model_id, case_id, attempt, valid, invalid_reason,
         unnest(CASE WHEN len(outcomes) = 0 THEN [NULL::STRUCT(rule_id VARCHAR, verdict VARCHAR)] ELSE outcomes END) AS o
  FROM raw_noncoding_attempts
)
SELECT o.attempt_id, o.model_id, o.case_id, c.domain, o.attempt, o.valid, o.invalid_reason,
       o.o.rule_id AS rule_id, o.o.verdict AS verdict,
       o.valid AND o.o.verdict IN ('pass', 'fail') AS qualifying
FROM outcomes o JOIN raw_noncoding_cases c USING (case_id)
ORDER BY o.model_id, o.case_id, o.attempt, o.attempt_id, rule_id;
