/**
 * Per-model NC-Macro targets (percent) for the simulated non-coding extension.
 * INVENTED: the paper (Table 8) publishes only the range 65.8–84.8 and that GPT-5.5 leads, not
 * the coding-panel leader; the per-model values below are ours, chosen to span that range
 * exactly with GPT-5.5 first and Claude-Opus-4.7 second.
 */
export const NC_MACRO_TARGETS: Readonly<Record<string, number>> = {
  'gpt-5.5': 84.8,
  'claude-opus-4.7': 82.6,
  'claude-sonnet-4.6': 80.9,
  'gemini-3.1-pro': 79.7,
  'qwen-3.6-max': 77.4,
  'glm-5.1': 76.1,
  'kimi-k2.6': 74.8,
  'claude-haiku-4.5': 73.2,
  'hy3': 71.5,
  'seed-2.0-pro': 70.3,
  'minimax-m2.7': 68.4,
  'stepfun-3.5': 65.8,
};

/** How many of the 12 invalid attempts each long-context (1M) build produced. INVENTED. */
export const INVALID_ATTEMPTS_BY_MODEL: Readonly<Record<string, number>> = {
  'claude-opus-4.7': 5,
  'claude-sonnet-4.6': 4,
  'claude-haiku-4.5': 3,
};

export const INVALID_REASON = 'empty long-context network shell';
