-- table8_noncoding: NC-Macro per model — per case, passes / qualifying outcomes pooled over the model's valid
-- attempts; then the unweighted mean over cases with at least one qualifying outcome. Invalid attempts are
-- excluded and counted. Paper: Table 8, Appendix G; docs/metrics.md "Non-coding". Inputs: noncoding.
WITH attempts AS (
  SELECT DISTINCT attempt_id, model_id, valid FROM noncoding
),
per_case AS (
  SELECT model_id, case_id, avg(CASE verdict WHEN 'pass' THEN 1.0 ELSE 0.0 END) AS case_rate
  FROM noncoding WHERE qualifying GROUP BY model_id, case_id
)
SELECT a.model_id,
       (count(*) FILTER (WHERE a.valid))::INTEGER AS valid_attempts,
       (count(*) FILTER (WHERE NOT a.valid))::INTEGER AS invalid_attempts,
       (SELECT count(*) FROM per_case c WHERE c.model_id = a.model_id)::INTEGER AS cases,
       (SELECT 100.0 * avg(case_rate) FROM per_case c WHERE c.model_id = a.model_id) AS nc_macro
FROM attempts a GROUP BY a.model_id
ORDER BY nc_macro DESC NULLS LAST, a.model_id;
