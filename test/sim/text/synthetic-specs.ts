/**
 * 642 synthetic rule specs with the paper's family and modality shares (HARNESS-IF.md §3),
 * every method and surface combination, drawn from a fixed seed. Families and modalities are
 * drawn independently, so every (family, modality) pair occurs as in the worst case the
 * simulator may produce.
 */
import { FAMILIES, MODALITIES, SCORING_METHODS, SEVERITIES, SURFACES, type Family, type Modality, type Surface } from '../../../src/release/vocab.ts';
import { seededRandom, type Random } from '../../../src/stats/random.ts';
import type { RuleTextSpec } from '../../../sim/text/rules.ts';

/** Shares from docs/paper/HARNESS-IF.md §3 (allow "< 1%" taken as 1%, so shares sum to 1.01). */
const FAMILY_SHARES: Record<Family, number> = { professional_writing: 0.28, output_control: 0.18, code_style: 0.18, workflow: 0.11, tool_use: 0.09, conditional_logic: 0.09, quantitative_limits: 0.08 };
const MODALITY_SHARES: Record<Modality, number> = { require: 0.6, forbid: 0.13, conditional_require: 0.1, limit_max: 0.07, prefer: 0.06, limit_min: 0.03, allow: 0.01 };

function draw<T extends string>(rng: Random, shares: Record<T, number>): T {
  const keys = Object.keys(shares) as T[];
  const total = keys.reduce((sum, key) => sum + shares[key], 0);
  let u = rng.next() * total;
  for (const key of keys) {
    u -= shares[key];
    if (u < 0) return key;
  }
  return keys[keys.length - 1] as T;
}

export function syntheticRuleSpecs(count = 642, seed = 20260301): RuleTextSpec[] {
  const rng = seededRandom(seed, 'test/sim/text/specs');
  const specs: RuleTextSpec[] = [];
  for (let i = 0; i < count; i++) {
    // The first 49 specs cover every (family, modality) pair once; the rest follow the shares.
    const family = i < 49 ? FAMILIES[Math.floor(i / 7)] as Family : draw(rng, FAMILY_SHARES);
    const modality = i < 49 ? MODALITIES[i % 7] as Modality : draw(rng, MODALITY_SHARES);
    const surfaces = SURFACES.filter(() => rng.next() < 0.5);
    const admissible: Surface[] = surfaces.length > 0 ? surfaces : [SURFACES[i % SURFACES.length] as Surface];
    specs.push({
      rule_id: `R${String(i + 1).padStart(4, '0')}`,
      family, modality,
      severity: SEVERITIES[rng.int(SEVERITIES.length)] as RuleTextSpec['severity'],
      scoring_method: SCORING_METHODS[i % SCORING_METHODS.length] as RuleTextSpec['scoring_method'],
      admissible_surfaces: admissible,
    });
  }
  return specs;
}
