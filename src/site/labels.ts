/**
 * Display labels of vocabulary ids, looked up by stable id in vocab.ts (never by display string).
 * Unknown ids are shown as themselves so new vocabulary cannot crash a page.
 */
import {
  ACTION_META, AUDIT_KIND_META, FAMILY_META, MODALITY_CLASS_META, MODALITY_META, SCORING_METHOD_META, SURFACE_META,
} from '../release/vocab.ts';

const tables: Record<string, Record<string, { label: string }>> = {
  family: FAMILY_META,
  modality: MODALITY_META,
  modality_class: MODALITY_CLASS_META,
  method: SCORING_METHOD_META,
  surface: SURFACE_META,
  action: ACTION_META,
  audit: AUDIT_KIND_META,
};

/** Label of a vocabulary id of the given kind ("family", "modality", "method", "surface", ...). */
export function vocabLabel(kind: string, id: string): string {
  const found = tables[kind]?.[id];
  if (found) return kind === 'surface' ? `${id} · ${found.label}` : found.label;
  if (kind === 'scenario' || kind === 'prior' || kind === 'lineage') return id.replace(/_/g, ' ');
  return id;
}

/**
 * Display text of an id cell: a model's display name, or a vocabulary label chosen by the
 * column's link kind, else by the column id (e.g. an "action" column). Downloads keep the ids.
 */
export function idCellLabel(linksTo: string | null, columnId: string, value: string, modelName: (id: string) => string): string {
  if (linksTo === 'model' || linksTo === 'build') return modelName(value);
  const kind = linksTo === 'modality'
    ? (value in MODALITY_CLASS_META ? 'modality_class' : 'modality')
    : linksTo ?? (columnId === 'kind' && value in AUDIT_KIND_META ? 'audit' : columnId);
  if (kind === 'surface') return value;
  if (kind in tables) return vocabLabel(kind, value);
  if (kind === 'lineage' || kind === 'scenario' || kind === 'prior_lineage') return vocabLabel('lineage', value);
  return value;
}

/**
 * Label of an id of any of the vocabularies (a family, a method, a surface, …) when the kind is
 * not known (an id inside free text, e.g. the simulator's settings); the id itself when no
 * vocabulary has it. Surfaces keep their id ("SD · system prompt"), as vocabLabel shows them.
 */
export function anyVocabLabel(id: string): string {
  for (const kind of Object.keys(tables)) if (tables[kind]![id]) return vocabLabel(kind, id);
  return id;
}
