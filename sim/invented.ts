/**
 * What a simulated release invents: everything HARNESS-IF.md's "Not published" section lists, and
 * every simulator choice that is not a published figure. Goes into manifest.simulation.invented.
 */
import { MODEL_TARGETS, PANEL_MODELS, CLUSTER_ONE } from './models.ts';
import { LATENT_SETTINGS } from './calibrate/latent.ts';

/** Figures of the simulated rows that the paper does not publish, computed from the drawn outcomes. */
export interface InventedFacts {
  /** Per panel model id: effective Acc and AP-Acc in percent. */
  modelAcc: Map<string, { acc: number; apAcc: number }>;
  /** Qualifying count and accuracy per placed surface. */
  surfaces: Map<string, { n: number; acc: number }>;
}

export function simulationInvented(facts: InventedFacts): { what: string; detail: string }[] {
  const middle = PANEL_MODELS.filter((m) => MODEL_TARGETS[m.model_id]!.invented).map((m) => {
    const got = facts.modelAcc.get(m.model_id)!;
    return `${m.display_name} Acc ${got.acc.toFixed(2)} / AP-Acc ${got.apAcc.toFixed(2)}`;
  }).join('; ');
  const surface = (s: string) => { const x = facts.surfaces.get(s)!; return `${s} N = ${x.n}, accuracy ${x.acc.toFixed(1)}%`; };
  return [
  { what: 'The released frozen files', detail: 'Every row of this release is simulated: the real frozen files are not public. Published figures are calibration targets; individual rows, texts and identifiers are invented.' },
  { what: "The four middle models' figures", detail: `Not in our source; invented so that cohort-level published figures hold: ${middle}.` },
  { what: 'Per-surface N and accuracy for TD and PF', detail: `Table 4 in our source gives SD, SP and UI only; TD and PF hold the remaining qualifying verdicts, with accuracies that fall out of the simulation: ${surface('TD')}; ${surface('PF')}.` },
  { what: 'Which builds form the two clusters', detail: `Appendix D.3 gives sizes and means only; the simulation builds cluster one from ${CLUSTER_ONE.join(', ')} and cluster two from the other seven.` },
  { what: 'Scenario names beyond the eight used', detail: 'mobile, infrastructure, database_migration, game_development and embedded are invented names for the five unused scenario types (used by some dropped candidate tasks).' },
  { what: 'The five non-coding domains', detail: 'Invented by the non-coding simulator (see its entries below).' },
  { what: "The four E0 conflict pairs' content", detail: 'Invented by the E0 simulator.' },
  { what: 'Exact model identifiers at collection time', detail: 'Every ModelRecord.identifier is an invented API identifier string; probe twins share the invented identifier of their panel build.' },
  { what: 'Rule texts', detail: 'Summaries, checks and per-surface phrasings are written by the simulator from templates.' },
  { what: 'Task texts', detail: 'Titles, summaries and user turns are written by the simulator.' },
  { what: 'Rule metadata beyond published shares', detail: 'Per-rule family, modality, severity, scoring method, prior label, lineage, source category and admissible surfaces are drawn so that published shares and counts hold.' },
  { what: 'Task design and pilot statistics', detail: 'Which 20 candidates were dropped, scenario assignment, turn counts, injected rules and their surfaces, and pilot pass rates and discriminations.' },
  { what: 'Per-model n/a and partial distribution', detail: 'The paper reports pooled counts only. Stronger builds get more n/a instances: the pooled Acc (77.56%) is below the mean of the per-model Accs (77.76%), which requires it.' },
  { what: 'Latent pass model', detail: `Outcomes are drawn from a 2PL-like logistic model with task, model×task, model×round, cluster-specific rule and model×method effects (settings ${JSON.stringify(LATENT_SETTINGS)}), raked to the published marginals, with exact failure counts per (model, prior) stratum.` },
  { what: 'Cascade groups', detail: 'Which rows share an Appendix-B cascade group and their ranks are invented; collapsed rows are raw failures that the de-duplication turns into n/a.' },
  { what: 'Judge votes', detail: 'Individual judge votes (majority = verdict) are invented; dissenting votes appear on about 18% of judged rows.' },
  { what: 'Run details', detail: 'Tool-call counts per run are invented; every run is completed with all user turns.' },
  { what: 'Zero-injection probe outcomes', detail: 'Per-build probe outcomes are invented so that 287 rules reach a 5/9 consensus and zero-injection-lineage rules agree with their prior label.' },
  { what: 'Evidence and rationale texts', detail: 'Per-verdict evidence and rationale are written by the simulator.' },
  ];
}
