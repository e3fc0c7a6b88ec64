/**
 * The model pages' per-family intervals in the data build of the mini release: every family a
 * model has qualifying verdicts on carries a 95% interval (src/accuracy-bootstrap/group-accuracy.ts,
 * whose draws are checked by hand in test/accuracy-bootstrap/group-accuracy.test.ts) that holds its Acc
 * and stays within 0–100.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ModelEntity } from '../../src/artifacts/entities.ts';
import { readJsonArtifact } from '../../src/artifacts/io.ts';

describe('per-family intervals of the model entities (mini release)', () => {
  const dir = join(inject('miniBuild'), 'entities/models');

  it('gives each family with qualifying verdicts an interval around its Acc, within 0–100', async () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    let families = 0;
    for (const f of files) {
      const m = await readJsonArtifact(join(dir, f), ModelEntity);
      for (const b of m.by_family) {
        const where = `${m.model_id} ${b.key}`;
        if (b.qualifying === 0) { expect([b.acc, b.lower, b.upper], where).toEqual([null, null, null]); continue; }
        families++;
        expect(b.lower, where).not.toBeNull();
        expect(b.upper, where).not.toBeNull();
        expect(b.lower!, where).toBeLessThanOrEqual(b.acc! + 1e-9);
        expect(b.upper!, where).toBeGreaterThanOrEqual(b.acc! - 1e-9);
        expect(b.lower!, where).toBeGreaterThanOrEqual(0);
        expect(b.upper!, where).toBeLessThanOrEqual(100);
      }
    }
    expect(families).toBeGreaterThan(0);
  });
});
