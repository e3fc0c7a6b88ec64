/**
 * The voices of the six surfaces. Each turns one filled rule sentence into the text its author
 * would write: a system-prompt line, a tool description, a skill description, a project-file
 * bullet, a user message, or a platform notice. The rule sentence is embedded verbatim (up to
 * its first letter's case), so the meaning is the same on every surface.
 */
import { z } from 'zod';
import { FAMILIES, type Family, type Modality, type Severity, type Surface } from '../../src/release/vocab.ts';
import type { Random } from '../../src/stats/random.ts';
import { capitalise, decapitalise, pick, startsWithCondition } from './fill.ts';
import { parseBank } from './bank.ts';
import { TOOLS, TOOL_NAMES, type ToolName } from './rule-bank/tools.ts';
import voices from './surface-voices.json' with { type: 'json' };

interface VoiceInput {
  /** The filled rule sentence, capitalised, without final period. */
  imp: string;
  why: string | undefined;
  tools: readonly ToolName[];
  family: Family;
  modality: Modality;
  severity: Severity;
}

type DeliverableFamily = 'professional_writing' | 'output_control' | 'code_style';
const Skill = z.strictObject({ name: z.string(), trigger: z.string() });
const VoicesSchema = z.strictObject({
  /** Invented organisations a system prompt names. */
  orgs: z.array(z.string()).min(1),
  /** System-prompt role lines (`{org}` filled), for coding and for writing tasks. */
  sp_roles: z.array(z.string()).min(1),
  sp_writing_roles: z.array(z.string()).min(1),
  /** Skills by deliverable, for families whose rules govern what is produced. */
  skills: z.record(z.enum(['professional_writing', 'output_control', 'code_style'] satisfies DeliverableFamily[]), z.array(Skill).min(1)),
  /** Skills named after the tool a rule governs, for families whose rules are about actions rather than a deliverable. */
  tool_skills: z.record(z.enum(TOOL_NAMES), Skill),
  /** Project-file section headings per family. */
  pf_sections: z.record(z.enum(FAMILIES), z.array(z.string()).min(1)),
});
const VOICES = parseBank(VoicesSchema, voices, 'surface-voices.json');
const ORGS = VOICES.orgs;
const SP_ROLES = VOICES.sp_roles;
const SP_WRITING_ROLES = VOICES.sp_writing_roles;
const SKILLS = VOICES.skills;
const TOOL_SKILLS = VOICES.tool_skills;
const PF_SECTIONS = VOICES.pf_sections;

/** Families whose skill is chosen by deliverable (SKILLS); the others by the governed tool (TOOL_SKILLS). */
const DELIVERABLE_FAMILIES: ReadonlySet<Family> = new Set<DeliverableFamily>(['professional_writing', 'output_control', 'code_style']);
function isDeliverable(family: Family): family is DeliverableFamily {
  return DELIVERABLE_FAMILIES.has(family);
}

/** A severity note for surfaces whose authors mark strength (system prompts, project files, defaults). */
function severityNote(input: VoiceInput, rng: Random): string {
  if (input.modality === 'allow' || input.modality === 'prefer') return '';
  if (rng.next() < 0.6) return '';
  if (input.severity === 'must') return pick(rng, [' This is a hard requirement.', ' Treat this as mandatory.']);
  if (input.severity === 'should') return ' Follow this unless the user asks otherwise.';
  return '';
}

/** "Northwind's", "Cobalt Robotics'". */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

function because(input: VoiceInput): string {
  return input.why === undefined ? '' : `, because ${input.why}`;
}

function systemPrompt(input: VoiceInput, rng: Random): string {
  const roles = input.family === 'professional_writing' ? SP_WRITING_ROLES : SP_ROLES;
  const org = pick(rng, ORGS);
  const role = pick(rng, roles).replace("{org}'s", possessive(org)).replace('{org}', org);
  const rule = rng.next() < 0.5 ? `${input.imp}${because(input)}.` : `${input.imp}.`;
  switch (rng.int(4)) {
    case 0: return `${role} ${input.family === 'professional_writing' ? 'Whenever you draft a document' : 'When you work in a repository'}: ${decapitalise(input.imp)}.${severityNote(input, rng)}`;
    case 1: return `${role}\n\nOperating rules:\n- ${rule}${severityNote(input, rng)}`;
    default: return `${role} ${rule}${severityNote(input, rng)}`;
  }
}

function toolDescription(input: VoiceInput, rng: Random): string {
  const tool = pick(rng, input.tools);
  const desc = TOOLS[tool];
  switch (rng.int(5)) {
    case 0: return `\`${tool}\` — ${desc} ${input.imp}.`;
    case 1: return `\`${tool}\`: ${desc}\n\nUsage notes:\n- ${input.imp}${because(input)}.`;
    case 2: return `## ${tool}\n${desc}\n\nConstraints:\n- ${input.imp}.`;
    case 3: return `${desc} Note for agents calling \`${tool}\`: ${decapitalise(input.imp)}.`;
    default: return `${desc} (tool \`${tool}\`) Important: ${decapitalise(input.imp)}.`;
  }
}

function skillDescription(input: VoiceInput, rng: Random): string {
  const skill = isDeliverable(input.family) ? pick(rng, SKILLS[input.family]) : TOOL_SKILLS[pick(rng, input.tools)];
  switch (rng.int(4)) {
    case 3: return `---\nname: ${skill.name}\ndescription: Use this skill when ${skill.trigger}.\n---\n\n${input.imp}${because(input)}.`;
    case 0: return `**${skill.name}** — Use this skill when ${skill.trigger}. While this skill is active, ${decapitalise(input.imp)}.`;
    case 1: return `Use this skill when ${skill.trigger}.\n\nRules:\n- ${input.imp}.`;
    default: return `Skill \`${skill.name}\`: use it when ${skill.trigger}. While you use it: ${decapitalise(input.imp)}${because(input)}.`;
  }
}

function projectFile(input: VoiceInput, rng: Random): string {
  const roll = rng.int(7);
  if (roll === 0 && input.why !== undefined) return `- ${input.imp} (${input.why}).`;
  if (roll === 5) return `${1 + rng.int(9)}. ${input.imp}.`;
  if (roll === 6) return `> **Rule:** ${input.imp}.`;
  if (roll === 1) return `${pick(rng, PF_SECTIONS[input.family])}\n\n- ${input.imp}.`;
  if (roll === 2 && input.severity === 'must' && input.modality !== 'allow' && input.modality !== 'prefer') return `- **Must:** ${decapitalise(input.imp)}.`;
  if (roll === 3) return `* ${input.imp}.`;
  return `- ${input.imp}.${severityNote(input, rng)}`;
}

function userInstruction(input: VoiceInput, rng: Random): string {
  const lower = decapitalise(input.imp);
  switch (rng.int(7)) {
    case 5: return `Oh, and ${lower}.`;
    case 6: return `Small thing: ${lower}.`;
    case 0: return `Also, ${lower}.`;
    case 1: return `One more thing: ${lower}.`;
    case 2: return input.modality === 'allow' || input.modality === 'prefer' ? `For this change, ${lower}.` : `Quick constraint for this task: ${lower}.`;
    case 3: return startsWithCondition(input.imp) ? `Please keep this in mind: ${lower}.` : `Before you start, note: ${lower}.`;
    default: return `And for this change — ${lower}.`;
  }
}

function harnessDefault(input: VoiceInput, rng: Random): string {
  switch (rng.int(4)) {
    case 3: return `System notice for all sessions: ${decapitalise(input.imp)}.`;
    case 0: return `Harness default: ${input.imp}.`;
    case 1: return `Platform policy (applies to every session): ${decapitalise(input.imp)}.`;
    default: return `[default] ${capitalise(input.imp)}.`;
  }
}

/** The rule in the voice of `surface`. */
export function phraseForSurface(surface: Surface, input: VoiceInput, rng: Random): string {
  switch (surface) {
    case 'SP': return systemPrompt(input, rng);
    case 'TD': return toolDescription(input, rng);
    case 'SD': return skillDescription(input, rng);
    case 'PF': return projectFile(input, rng);
    case 'UI': return userInstruction(input, rng);
    case 'HD': return harnessDefault(input, rng);
  }
}
