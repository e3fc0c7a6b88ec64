-- e0: the E0 conflict runs with derived columns: decisive, loser, the surfaces carrying rule 1 and
-- rule 2, and the bootstrap item (conflict pair x surface pair x direction).
-- Paper: Section 4.4, Appendix D.4; docs/metrics.md "E0". Inputs: raw_e0.
SELECT e0_run_id, build_id, conflict_pair, surface_a, surface_b, direction, execution_order, outcome, winner, error_kind,
       outcome = 'decisive' AS decisive,
       CASE WHEN outcome = 'decisive' THEN CASE WHEN winner = surface_a THEN surface_b ELSE surface_a END END AS loser,
       CASE direction WHEN 'AB' THEN surface_a ELSE surface_b END AS rule_1_surface,
       CASE direction WHEN 'AB' THEN surface_b ELSE surface_a END AS rule_2_surface,
       conflict_pair || ':' || surface_a || '-' || surface_b || ':' || direction AS item
FROM raw_e0
ORDER BY build_id, execution_order, e0_run_id;
