import { z } from 'zod';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { VerdictRecord } from './src/lib/release/schemas.ts';
import { VerdictDetail } from './src/lib/artifacts/entities.ts';
const ajv = new Ajv2020({ strict: true, unicodeRegExp: false });
const v = ajv.compile(z.toJSONSchema(VerdictRecord, { target: 'draft-2020-12', unrepresentable: 'throw' }));
const rec = { verdict_id: 'V000001', model_id: 'claude-opus-4.7', task_id: 'T001', round: 1, rule_id: 'R0001', verdict: 'pass', method: 'llm_judge', votes: ['pass', 'pass', 'fail'], cascade_group: null, cascade_rank: null, evidence: 'some evidence text here', rationale: 'some rationale text' };
const recs = Array.from({ length: 1_000_000 }, (_, i) => JSON.parse(JSON.stringify({ ...rec, verdict_id: `V${String(i).padStart(6, '0')}` })));
for (let k = 0; k < 4; k++) {
  let ok = 0;
  const t2 = performance.now();
  for (const r of recs) if (v(r)) ok++;
  const t3 = performance.now();
  for (const r of recs) if (VerdictRecord.safeParse(r).success) ok++;
  const t4 = performance.now();
  console.log('ajv', (t3 - t2).toFixed(0), 'ms/1M; zod', (t4 - t3).toFixed(0), 'ms/1M', ok);
}
