-- noncoding_cases: the non-coding cases (texts as released). Inputs: raw_noncoding_cases.
SELECT case_id, domain, title, prompt, rule_ids FROM raw_noncoding_cases ORDER BY case_id;
