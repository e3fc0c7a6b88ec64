/**
 * The 21 model builds of a simulated release: the 12 main-panel builds in Table 2 order, then
 * the 9 probe / E0 builds. Display names, providers, context variants and probe twins follow
 * the paper; the API `identifier` strings are INVENTED (the paper does not publish them) and
 * are listed in the manifest's `invented` section.
 */
import type { ModelRecord } from '../src/release/schemas.ts';

type PanelRow = [id: string, name: string, provider: string, context: 'standard' | '1m', twin: string | null, identifier: string];
const PANEL: PanelRow[] = [
  ['claude-opus-4.7', 'Claude-Opus-4.7', 'Anthropic', '1m', 'p-claude-opus-4.6', 'claude-opus-4-7-20260312'],
  ['gpt-5.5', 'GPT-5.5', 'OpenAI', 'standard', null, 'gpt-5.5-2026-03-05'],
  ['claude-sonnet-4.6', 'Claude-Sonnet-4.6', 'Anthropic', '1m', 'p-claude-sonnet-4.6', 'claude-sonnet-4-6-20260115'],
  ['claude-haiku-4.5', 'Claude-Haiku-4.5', 'Anthropic', '1m', null, 'claude-haiku-4-5-20251001'],
  ['glm-5.1', 'GLM-5.1', 'Zhipu AI', 'standard', null, 'glm-5.1'],
  ['qwen-3.6-max', 'Qwen-3.6-Max', 'Alibaba', 'standard', null, 'qwen3.6-max-2026-02-20'],
  ['hy3', 'Hy3', 'Tencent', 'standard', null, 'hunyuan-3-20260210'],
  ['kimi-k2.6', 'Kimi-K2.6', 'Moonshot AI', 'standard', null, 'kimi-k2.6-0301'],
  ['gemini-3.1-pro', 'Gemini-3.1-Pro', 'Google', 'standard', 'p-gemini-3.1-pro', 'gemini-3.1-pro-preview-02-2026'],
  ['minimax-m2.7', 'MiniMax-M2.7', 'MiniMax', 'standard', 'p-minimax-m2.7', 'MiniMax-M2.7'],
  ['seed-2.0-pro', 'Seed-2.0-Pro', 'ByteDance', 'standard', 'p-seed-2-pro', 'doubao-seed-2-0-pro-260215'],
  ['stepfun-3.5', 'StepFun-3.5', 'StepFun', 'standard', null, 'step-3.5'],
];

type ProbeRow = [id: string, name: string, provider: string, identifier: string];
const PROBE: ProbeRow[] = [
  ['p-claude-opus-4.6', 'Claude Opus 4.6', 'Anthropic', 'claude-opus-4-7-20260312'],
  ['p-claude-sonnet-4.6', 'Claude Sonnet 4.6', 'Anthropic', 'claude-sonnet-4-6-20260115'],
  ['p-gpt-5.4', 'GPT 5.4', 'OpenAI', 'gpt-5.4-2025-12-11'],
  ['p-gemini-3.1-pro', 'Gemini 3.1 Pro', 'Google', 'gemini-3.1-pro-preview-02-2026'],
  ['p-deepseek-v3.2', 'DeepSeek V3.2', 'DeepSeek', 'deepseek-v3.2'],
  ['p-kimi-k2.5', 'Kimi K2.5', 'Moonshot AI', 'kimi-k2.5-0115'],
  ['p-minimax-m2.7', 'MiniMax M2.7', 'MiniMax', 'MiniMax-M2.7'],
  ['p-qwen-3.6-plus', 'Qwen 3.6 Plus', 'Alibaba', 'qwen3.6-plus-2026-01-30'],
  ['p-seed-2-pro', 'Seed 2 Pro', 'ByteDance', 'doubao-seed-2-0-pro-260215'],
];

/** The 12 main-panel builds in Table 2 order (cohorts panel + noncoding). */
export const PANEL_MODELS: ModelRecord[] = PANEL.map(([model_id, display_name, provider, context_variant, probe_twin, identifier]) => ({
  model_id, display_name, identifier, provider, context_variant, cohorts: ['panel', 'noncoding'], probe_twin,
}));

/** The 9 probe / E0 builds (cohorts probe + e0), in the paper's listing order. */
export const PROBE_MODELS: ModelRecord[] = PROBE.map(([model_id, display_name, provider, identifier]) => ({
  model_id, display_name, identifier, provider, context_variant: 'standard', cohorts: ['probe', 'e0'], probe_twin: null,
}));

export const ALL_MODELS: ModelRecord[] = [...PANEL_MODELS, ...PROBE_MODELS];

/**
 * Per-model calibration targets (percent, unrounded). Published rows are Table 2; the four
 * middle builds (Qwen-3.6-Max, Hy3, Kimi-K2.6, Gemini-3.1-Pro) are INVENTED values chosen so
 * that the cohort-level figures (Δ mean, span, AP swaps, cluster means, probe-twin gaps) hold,
 * with Qwen-3.6-Max and Hy3 at the ends of the non-probe Δ range (3.62, 7.19: no published build
 * can hold both, sim/CALIBRATION.md item 6), Kimi-K2.6 carrying the non-probe mean and
 * Gemini-3.1-Pro the shared-build mean.
 */
export const MODEL_TARGETS: Record<string, { acc: number; apAcc: number; invented: boolean }> = {
  'claude-opus-4.7': { acc: 85.86, apAcc: 78.58, invented: false },
  'gpt-5.5': { acc: 83.10, apAcc: 77.00, invented: false },
  'claude-sonnet-4.6': { acc: 82.50, apAcc: 78.50, invented: false },
  'claude-haiku-4.5': { acc: 79.04, apAcc: 71.86, invented: false },
  'glm-5.1': { acc: 78.82, apAcc: 75.20, invented: false },
  'qwen-3.6-max': { acc: 76.93, apAcc: 73.31, invented: true },
  'hy3': { acc: 76.86, apAcc: 69.67, invented: true },
  'kimi-k2.6': { acc: 75.42, apAcc: 69.65, invented: true },
  'gemini-3.1-pro': { acc: 75.30, apAcc: 69.63, invented: true },
  'minimax-m2.7': { acc: 73.61, apAcc: 67.70, invented: false },
  'seed-2.0-pro': { acc: 73.58, apAcc: 66.14, invented: false },
  'stepfun-3.5': { acc: 72.14, apAcc: 66.22, invented: false },
};

/** The invented two-cluster split (Appendix D.3 does not name members): cluster 1 members. */
export const CLUSTER_ONE = ['claude-opus-4.7', 'gpt-5.5', 'claude-sonnet-4.6', 'claude-haiku-4.5', 'gemini-3.1-pro'];
