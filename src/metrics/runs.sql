-- runs: the panel runs (model, task, round) as released. Inputs: raw_runs.
SELECT run_id, model_id, task_id, round, status, turns_completed, tool_calls
FROM raw_runs
ORDER BY model_id, task_id, round, run_id;
