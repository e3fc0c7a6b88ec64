-- models: every model build of the release, with flags for the cohorts it belongs to.
-- Paper: Table 2, Section 4.4, Appendix A and G. Inputs: raw_models.
SELECT model_id, display_name, identifier, provider, context_variant, cohorts, probe_twin,
       list_contains(cohorts, 'panel') AS in_panel,
       list_contains(cohorts, 'probe') AS in_probe,
       list_contains(cohorts, 'e0') AS in_e0,
       list_contains(cohorts, 'noncoding') AS in_noncoding,
       probe_twin IS NOT NULL AS has_probe_twin
FROM raw_models
ORDER BY model_id;
