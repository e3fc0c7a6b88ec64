// The "What is simulated" page's reading of the release manifest's detail texts
// (src/site/simulation-detail.ts): a JSON object inside the prose becomes a settings table in
// words; anything else stays text. Expected values written by hand from the inputs.
import { describe, expect, it } from 'vitest';
import { detailParts, keyInWords } from '../../src/site/simulation-detail.ts';
import { anyVocabLabel } from '../../src/site/labels.ts';

describe('keyInWords', () => {
  it('splits camelCase and snake_case; one- and two-letter words are abbreviations', () => {
    expect(keyInWords('discriminationSd')).toBe('discrimination SD');
    expect(keyInWords('modelTaskSdScale')).toBe('model task SD scale');
    expect(keyInWords('difficultyPerLogDiscrimination')).toBe('difficulty per log discrimination');
    expect(keyInWords('seed_count')).toBe('seed count');
  });
});

describe('detailParts', () => {
  it('turns the settings object into rows and keeps the prose around it', () => {
    const detail = 'A model (settings {"taskSd":0.3,"methodSd":{"llm_judge":0.08,"hybrid":0.15},"shift":-0.95,"modelFamily":[{"model":"m1","effect":-0.9}]}), raked.';
    const parts = detailParts(detail, anyVocabLabel);
    expect(parts).toEqual([
      { kind: 'text', text: 'A model, settings:' },
      { kind: 'settings', rows: [
        { key: 'taskSd', name: 'task SD', values: ['0.3'] },
        { key: 'methodSd', name: 'method SD', values: ['LLM judge: 0.08', 'Hybrid: 0.15'] },
        { key: 'shift', name: 'shift', values: ['−0.95'] },
        { key: 'modelFamily', name: 'model family', values: ['model: m1, effect: −0.9'] },
      ] },
      { kind: 'text', text: ', raked.' },
    ]);
  });

  it('leaves braces that are not a JSON object as text, and text without braces whole', () => {
    expect(detailParts('sets {a, b} and {"unterminated": 1')).toEqual([{ kind: 'text', text: 'sets {a, b} and {"unterminated": 1' }]);
    expect(detailParts('plain prose.')).toEqual([{ kind: 'text', text: 'plain prose.' }]);
    expect(detailParts('a "}" inside {"k":"x}y"} ok')).toEqual([
      { kind: 'text', text: 'a "}" inside ' },
      { kind: 'settings', rows: [{ key: 'k', name: 'K', values: ['x}y'] }] },
      { kind: 'text', text: ' ok' },
    ]);
  });

  it('never shows JSON punctuation of a settings object in a row', () => {
    const rows = detailParts('{"a":{"b":{"c":1}},"d":[1,2]}').flatMap((p) => (p.kind === 'settings' ? p.rows : []));
    expect(rows).toEqual([{ key: 'a', name: 'A', values: ['b: c: 1'] }, { key: 'd', name: 'D', values: ['1', '2'] }]);
    for (const r of rows) for (const v of r.values) expect(v).not.toMatch(/[{}"[\]]/);
  });
});

describe('anyVocabLabel', () => {
  it('names an id of any vocabulary and leaves an unknown one as it is', () => {
    expect(anyVocabLabel('llm_judge')).toBe('LLM judge');
    expect(anyVocabLabel('professional_writing')).toBe('Professional writing');
    expect(anyVocabLabel('not_a_vocabulary_id')).toBe('not_a_vocabulary_id');
  });
});
