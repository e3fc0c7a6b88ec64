/**
 * The text banks are JSON checked on load (sim/text/bank.ts): a bad bank file fails with its file
 * and field, never silently.
 */
import { describe, expect, it } from 'vitest';
import { parseBank } from '../../../sim/text/bank.ts';
import { FamilyBankSchema } from '../../../sim/text/rule-bank/types.ts';
import { ScenarioBankSchema } from '../../../sim/text/task-bank/types.ts';
import backend from '../../../sim/text/task-bank/backend.json' with { type: 'json' };
import workflow from '../../../sim/text/rule-bank/workflow.json' with { type: 'json' };

describe('parseBank', () => {
  it('returns a valid bank unchanged (the committed workflow rules and backend tasks)', () => {
    expect(parseBank(FamilyBankSchema, workflow, 'rule-bank/workflow.json')).toEqual(workflow);
    expect(parseBank(ScenarioBankSchema, backend, 'task-bank/backend.json')).toEqual(backend);
  });

  it('names the file and field of an unknown tool, a missing modality and an unknown field', () => {
    const bad = structuredClone(workflow) as Record<string, Record<string, unknown>[]>;
    bad['require']![0]!['tools'] = ['teleport'];
    bad['require']![1]!['note'] = 'x';
    delete bad['allow'];
    const message = (() => {
      try { parseBank(FamilyBankSchema, bad, 'rule-bank/workflow.json'); } catch (error) { return (error as Error).message; }
      return 'no error';
    })();
    expect(message).toMatch(/^sim\/text\/rule-bank\/workflow\.json: require\.0\.tools\.0: /m);
    expect(message).toMatch(/^sim\/text\/rule-bank\/workflow\.json: require\.1: .*note/m);
    expect(message).toMatch(/^sim\/text\/rule-bank\/workflow\.json: allow: /m);
  });
});
