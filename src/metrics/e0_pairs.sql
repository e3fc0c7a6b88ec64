-- e0_pairs: the four E0 conflict pairs (texts as released). Inputs: raw_e0_pairs.
SELECT conflict_pair, title, rule_1, rule_2, "check" FROM raw_e0_pairs ORDER BY conflict_pair;
