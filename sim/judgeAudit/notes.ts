/**
 * Short notes on disagreeing audit rows, by audit kind and (label A → label B). INVENTED texts,
 * written the way reviewers summarise a disagreement. Agreeing rows get no note (null).
 */
import type { Random } from '../../src/stats/random.ts';

const NOTES: Record<string, readonly string[]> = {
  'judge_swap:pass>fail': [
    'Claude Opus 4.7 found no evidence in the trajectory that the required step was actually run; GPT-5.2 accepted the agent saying it had.',
    'Swapped judge read the rule literally and failed a partial match that GPT-5.2 had accepted.',
    'Swapped judge counted a violation in a file written early in the run that GPT-5.2 did not weigh.',
  ],
  'judge_swap:fail>pass': [
    'Claude Opus 4.7 accepted an equivalent wording that GPT-5.2 had failed as not matching the rule.',
    'Swapped judge credited a later turn in which the agent corrected the violation.',
    'Swapped judge treated the rule as satisfied by the final state of the files, not by every intermediate edit.',
  ],
  'human_audit:pass>fail': [
    'Reviewer: the rule is violated in a file the judge did not open.',
    'Reviewer: the agent claimed compliance in its summary, but the diff shows otherwise.',
  ],
  'human_audit:fail>pass': [
    'Reviewer: the judge penalised a quoted example, not the agent\'s own output.',
    'Reviewer: the required element is present, under a different heading than the rule names.',
  ],
  'human_audit:na>pass': ['Reviewer: the task did give an opportunity for this rule, and the agent followed it.'],
  'human_audit:na>fail': ['Reviewer: the task did give an opportunity for this rule (a later turn), and the agent missed it.'],
  'human_audit:pass>na': ['Reviewer: no opportunity for this rule arose in the trajectory; it should be n/a.'],
  'human_audit:fail>na': ['Reviewer: the rule did not apply to this task; the judge scored a missing opportunity as a failure.'],
  'judge_pair:pass>fail': ['Claude Opus 4.7 failed the row: the evidence shows the behaviour only once, not throughout.'],
  'judge_pair:fail>pass': ['Claude Opus 4.7 passed the row: it accepted an equivalent form of the required output.'],
  'judge_pair:na>pass': ['Claude Opus 4.7 saw an opportunity for the rule where GPT-5.2 saw none, and scored it as followed.'],
  'judge_pair:na>fail': ['Claude Opus 4.7 saw an opportunity for the rule where GPT-5.2 saw none, and scored it as missed.'],
  'judge_pair:pass>na': ['Claude Opus 4.7 judged that the rule had no opportunity in this run.'],
  'judge_pair:fail>na': ['Claude Opus 4.7 judged that the rule had no opportunity in this run, so the failure does not count.'],
};

export function disagreementNote(kind: string, labelA: string, labelB: string, rng: Random): string | null {
  if (labelA === labelB) return null;
  const options = NOTES[`${kind}:${labelA}>${labelB}`];
  if (options === undefined) throw new Error(`judgeAudit: no note text for ${kind} ${labelA} → ${labelB}`);
  return options[rng.int(options.length)]!;
}
