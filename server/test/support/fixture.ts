/** What the global setup prepares once per run and every test file starts from. */
export const FIXTURE_LISTINGS = 600;
export const FIXTURE_SEED = 424242;

export interface FixtureInfo {
  /** 'pglite': dump file to load; 'postgres': template database to copy. */
  kind: 'pglite' | 'postgres';
  dumpFile?: string;
  serverUrl?: string;
  template?: string;
}
