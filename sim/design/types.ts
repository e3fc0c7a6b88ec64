/** Shapes of the simulator's design (before any text or verdict is drawn). */
import type { Family, Modality, PriorLabel, PriorLineage, Scenario, ScoringMethod, Severity, SourceCategory, Surface } from '../../src/release/vocab.ts';

/** What a rule does in the panel: scored (has verdict rows), instantiated only (injected, never scoreable), or library only. */
export type RuleRole = 'scored' | 'instantiated' | 'library';

export interface RuleDesign {
  rule_id: string;
  family: Family;
  modality: Modality;
  severity: Severity;
  method: ScoringMethod;
  prior: PriorLabel;
  lineage: PriorLineage;
  source: SourceCategory;
  admissible: Surface[];
  role: RuleRole;
}

/** A scoreable (task, rule) pair of the panel: 36 verdict rows (12 models × 3 rounds). */
export interface PairDesign {
  rule: number;
  task: number;
  surface: Surface;
  /** Every model passes every qualifying verdict of this pair (a non-separating pair). */
  alwaysPass: boolean;
}

export interface TaskDesign {
  task_id: string;
  status: 'panel' | 'dropped';
  scenario: Scenario;
  nTurns: number;
  /** Injected rules with their placed surfaces (scoreable pairs first). */
  injected: { rule: number; surface: Surface }[];
  pilot: { pass_rate: number; discrimination: number };
}
