-- prior_lineage: among against-prior qualifying verdicts, the share by the rule's prior lineage.
-- Paper: Appendix E.4; docs/metrics.md "Prior lineage shares". Inputs: verdicts, models.
WITH a AS (SELECT * FROM verdicts WHERE qualifying AND prior = 'against' AND model_id IN (SELECT model_id FROM models WHERE in_panel))
SELECT lineage, count(*)::INTEGER AS qualifying, 100.0 * count(*) / (SELECT count(*) FROM a) AS share
FROM a GROUP BY lineage
ORDER BY lineage;
