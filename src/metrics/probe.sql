-- probe: zero-injection probe outcomes per (probe build, rule), with the rule's prior label.
-- Paper: Appendix A. Inputs: raw_probe, raw_rules.
SELECT p.probe_model_id, p.rule_id, p.outcome, p.opportunities, r.prior_label, r.prior_lineage
FROM raw_probe p JOIN raw_rules r USING (rule_id)
ORDER BY p.rule_id, p.probe_model_id;
