/**
 * Meta descriptions (one sentence, figures from the data build) of the entity pages whose page
 * files pass nothing else to Base: a task, a model, a model's evidence on a task.
 */
import { formatNumber } from '../format.ts';

const share = (passes: number, qualifying: number) =>
  qualifying === 0 ? 'no qualifying verdict' : `${passes} of ${qualifying} qualifying verdicts passed (${formatNumber((100 * passes) / qualifying, '.1f')} %)`;

/** A task×model evidence page: "Evidence of GPT-5 on T001 (title): 12 of 20 qualifying verdicts passed (60.0 %) …". */
export function evidenceDescription(modelName: string, taskId: string, title: string, passes: number, qualifying: number, verdicts: number): string {
  return `Evidence of ${modelName} on task ${taskId} (${title}): ${share(passes, qualifying)}; each of the ${verdicts} verdicts with the evaluator's evidence and rationale.`;
}

/** A task page. */
export function taskDescription(taskId: string, title: string, injectedRules: number, passes: number, qualifying: number): string {
  return `Task ${taskId} (${title}): ${injectedRules} injected rules; over all models ${share(passes, qualifying)}; outcome grid by model and round.`;
}

/** A model page. */
export function modelDescription(name: string, acc: number | null, apAcc: number | null, rank: number | null, models: number): string {
  const figures = [acc !== null ? `Acc ${formatNumber(acc, '.1f')} %` : null, apAcc !== null ? `AP-Acc ${formatNumber(apAcc, '.1f')} %` : null, rank !== null ? `rank ${formatNumber(rank, '.1~f')} of ${models}` : null].filter(Boolean);
  return `${name} on Harness-IF${figures.length ? `: ${figures.join(', ')}` : ''}; accuracy by family, surface and round, its best and worst rules, and its task × round grid.`;
}
