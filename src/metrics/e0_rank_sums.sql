-- e0_rank_sums: per build and surface, the win rate (wins / decisive appearances); surfaces ranked per build
-- by win rate (1 = highest, ties averaged), summed over builds; mean = sum / builds.
-- Paper: Section 4.4 (model-level rank sums); docs/metrics.md "Rank sums". Inputs: e0.
WITH appearances AS (
  SELECT build_id, winner AS surface, 1 AS win FROM e0 WHERE decisive
  UNION ALL
  SELECT build_id, loser AS surface, 0 AS win FROM e0 WHERE decisive
),
rates AS (
  SELECT build_id, surface, sum(win)::INTEGER AS wins, count(*)::INTEGER AS appearances, avg(win) AS win_rate
  FROM appearances GROUP BY build_id, surface
),
ranked AS (
  SELECT *, (rank() OVER w + count(*) OVER (PARTITION BY build_id, win_rate) - 1 + rank() OVER w) / 2.0 AS build_rank
  FROM rates WINDOW w AS (PARTITION BY build_id ORDER BY win_rate DESC)
)
SELECT surface, sum(build_rank) AS rank_sum, avg(build_rank) AS rank_mean, count(*)::INTEGER AS builds,
       sum(wins)::INTEGER AS wins, sum(appearances)::INTEGER AS appearances
FROM ranked GROUP BY surface
ORDER BY rank_sum, surface;
