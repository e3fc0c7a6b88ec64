-- rule_model_rates: per rule and model, passes / qualifying with a Wilson 95% score interval (verdict-level,
-- not clustered; our addition for the rule pages). Wilson (1927): centre (p + z²/2n)/(1 + z²/n),
-- half-width z·sqrt(p(1−p)/n + z²/4n²)/(1 + z²/n), z = 1.959963984540054. Inputs: verdicts, models.
WITH r AS (
  SELECT rule_id, model_id, count(*)::INTEGER AS qualifying, sum(z)::INTEGER AS passes, avg(z) AS p
  FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel)
  GROUP BY rule_id, model_id
), z AS (SELECT 1.959963984540054 AS z)
SELECT rule_id, model_id, qualifying, passes, 100.0 * p AS acc,
       100.0 * ((p + z * z / (2 * qualifying)) - z * sqrt(p * (1 - p) / qualifying + z * z / (4.0 * qualifying * qualifying))) / (1 + z * z / qualifying) AS acc_lower,
       100.0 * ((p + z * z / (2 * qualifying)) + z * sqrt(p * (1 - p) / qualifying + z * z / (4.0 * qualifying * qualifying))) / (1 + z * z / qualifying) AS acc_upper
FROM r, z
ORDER BY rule_id, model_id;
