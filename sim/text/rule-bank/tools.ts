/**
 * The invented tool catalogue of the simulated harness (tools.json): the tools a TD (tool
 * description) phrasing can belong to, each with the first line of its description.
 */
import tools from './tools.json' with { type: 'json' };

export const TOOLS: Readonly<typeof tools> = tools;
export type ToolName = keyof typeof TOOLS;
export const TOOL_NAMES = Object.keys(TOOLS) as [ToolName, ...ToolName[]];
