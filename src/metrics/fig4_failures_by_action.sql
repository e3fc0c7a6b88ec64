-- fig4_failures_by_action: failures (qualifying fails) by the action the rule demands: share of all
-- failures, failure rate and qualifying count. Paper: Figure 4; docs/metrics.md "Failures and difficulty".
-- Inputs: verdicts, models.
WITH q AS (SELECT * FROM verdicts WHERE qualifying AND model_id IN (SELECT model_id FROM models WHERE in_panel))
SELECT action,
       (count(*) FILTER (WHERE z = 0))::INTEGER AS failures,
       count(*)::INTEGER AS qualifying,
       100.0 * count(*) FILTER (WHERE z = 0) / (SELECT count(*) FROM q WHERE z = 0) AS failure_share,
       100.0 * count(*) FILTER (WHERE z = 0) / count(*) AS failure_rate
FROM q GROUP BY action
ORDER BY failures DESC, action;
