-- e0_win_counts: decisive E0 wins per (build, item, winner, loser), the cells of every Bradley–Terry fit
-- and of the crossed bootstrap. Paper: Section 4.4, Appendix D.4; docs/metrics.md "E0". Inputs: e0.
SELECT build_id, item, winner, loser, count(*)::INTEGER AS wins
FROM e0 WHERE decisive
GROUP BY build_id, item, winner, loser
ORDER BY build_id, item, winner, loser;
