-- table5_family: per rule family, share of all failures, accuracy, qualifying count, the lowest and
-- highest model accuracy, and how many models have this family as their lowest.
-- Paper: Table 5, Appendix C; docs/metrics.md "Failures and difficulty". Inputs: verdicts, models.
WITH q AS (SELECT * FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)),
per_model AS (
  SELECT family, model_id, 100.0 * avg(z) AS acc FROM q GROUP BY family, model_id
),
lowest AS (
  SELECT model_id, arg_min(family, (acc, family)) AS lowest_family FROM per_model GROUP BY model_id
)
SELECT q.family,
       (count(*) FILTER (WHERE z = 0))::INTEGER AS failures,
       count(*)::INTEGER AS qualifying,
       100.0 * count(*) FILTER (WHERE z = 0) / (SELECT count(*) FROM q WHERE z = 0) AS failure_share,
       100.0 * avg(z) AS acc,
       (SELECT min(acc) FROM per_model p WHERE p.family = q.family) AS min_model_acc,
       (SELECT max(acc) FROM per_model p WHERE p.family = q.family) AS max_model_acc,
       (SELECT count(*) FROM lowest l WHERE l.lowest_family = q.family)::INTEGER AS lowest_for_models
FROM q GROUP BY q.family
ORDER BY failures DESC, q.family;
