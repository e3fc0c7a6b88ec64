-- model_family_task_cells: passes and qualifying verdicts per (task, panel model, rule family) — the
-- cells the model pages' per-family intervals resample (src/accuracy-bootstrap/group-accuracy.ts, Table 2's
-- task-clustered bootstrap). Summed over tasks they give model_breakdowns' family rows.
-- Paper: none (model pages); docs/metrics.md "Failures and difficulty". Inputs: suff_task_model_rule, rules.
SELECT s.task_id, s.model_id, r.family, sum(s.passes)::INTEGER AS passes, sum(s.qualifying)::INTEGER AS qualifying
FROM suff_task_model_rule s JOIN rules r USING (rule_id)
GROUP BY s.task_id, s.model_id, r.family
ORDER BY s.task_id, s.model_id, r.family;
