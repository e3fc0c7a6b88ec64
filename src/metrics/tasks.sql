-- tasks: the task library (panel and dropped candidates) with the number of injected rules.
-- Paper: Section 4.1. Inputs: raw_tasks.
SELECT task_id, status, scenario, title, summary, turns, injected, len(injected)::INTEGER AS injected_rules,
       pilot.pass_rate AS pilot_pass_rate, pilot.discrimination AS pilot_discrimination
FROM raw_tasks
ORDER BY task_id;
