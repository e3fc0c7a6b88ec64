/**
 * Where the dataset bundle says it is served (datasetLocation: SITE_URL and BASE_PATH → the
 * Downloads page and data/files/), when a written bundle must be rewritten for another place
 * (bundleLocationDiffers), and the two layouts of views.sql. Expected values by hand.
 */
import { describe, expect, it } from 'vitest';
import { bundleLocationDiffers, datasetLocation } from '../../src/dataset/bundle.ts';
import { viewsSql } from '../../src/dataset/views-sql.ts';

describe('datasetLocation', () => {
  it('is null without SITE_URL, else the Downloads page and data/files/ under the base path', () => {
    expect(datasetLocation(undefined, '/x')).toBeNull();
    expect(datasetLocation('', undefined)).toBeNull();
    expect(datasetLocation('https://example.org', undefined)).toEqual({ url: 'https://example.org/downloads/#dataset', contentBase: 'https://example.org/data/files/' });
    expect(datasetLocation('https://example.org//', '/')).toEqual({ url: 'https://example.org/downloads/#dataset', contentBase: 'https://example.org/data/files/' });
    expect(datasetLocation('https://example.org/', 'hif/')).toEqual({ url: 'https://example.org/hif/downloads/#dataset', contentBase: 'https://example.org/hif/data/files/' });
  });
});

describe('bundleLocationDiffers', () => {
  const here = { url: 'https://example.org/hif/downloads/#dataset' };
  it('is false when the bundle was written for the same place, or for none and none is wanted', () => {
    expect(bundleLocationDiffers(here.url, here)).toBe(false);
    expect(bundleLocationDiffers('urn:sha256:abc', null)).toBe(false);
  });
  it('is true for another landing page, for a urn when a place is wanted, and for a landing page when none is', () => {
    expect(bundleLocationDiffers('https://other.org/downloads/#dataset', here)).toBe(true);
    expect(bundleLocationDiffers('urn:sha256:abc', here)).toBe(true);
    expect(bundleLocationDiffers(here.url, null)).toBe(true);
  });
});

describe('views.sql layouts', () => {
  const entry = (path: string, kind: string) => ({ path, kind, columns: null, zod_schema: null, rows: 1, bytes: 1, sha256: '0'.repeat(64), sql: null });
  const manifest = { artifacts: [entry('parquet/table4_surfaces.parquet', 'parquet'), entry('tables/t.json', 'table')] } as never;
  it('bundle: the path in the build (as in the archive and under data/files/); flat: the bare file name', () => {
    expect(viewsSql(manifest, 'bundle')).toContain("CREATE VIEW table4_surfaces AS SELECT * FROM read_parquet('parquet/table4_surfaces.parquet');");
    expect(viewsSql(manifest, 'flat')).toContain("CREATE VIEW table4_surfaces AS SELECT * FROM read_parquet('table4_surfaces.parquet');");
    expect(viewsSql(manifest, 'bundle')).not.toContain('tables/t.json');
  });
});
