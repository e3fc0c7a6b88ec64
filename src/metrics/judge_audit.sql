-- judge_audit: audit rows (judge swap, human audit, judge pair) with the audited verdict's model,
-- task, rule and method. Paper: Appendix E.1. Inputs: raw_judge_audit, raw_verdicts.
SELECT a.audit_id, a.kind, a.verdict_id, v.model_id, v.task_id, v.round, v.rule_id, v.method,
       a.rater_a, a.label_a, a.rater_b, a.label_b, a.label_a = a.label_b AS agree, a.note
FROM raw_judge_audit a LEFT JOIN raw_verdicts v USING (verdict_id)
ORDER BY a.kind, a.audit_id;
