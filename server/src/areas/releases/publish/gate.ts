import semver from 'semver';

/**
 * The compatibility gate of a remote version: may this build run inside the shell that is
 * live? Pure: it reads the version's own mf-manifest.json and what the shell's build published in
 * `shell/dist/federation.json`; promotion, canary and rollback refuse a version with problems, and the
 * verdict at publication is stored with the version.
 */

/** `shell/dist/federation.json`: the exposes the shell loads per remote, the shared modules it provides. */
export interface ShellFederation {
  needs: Record<string, string[]>;
  provides: Record<string, string>;
}

export interface SharedRequirement { name: string; version: string; required_version: string | null; singleton: boolean }

/** What a publication records from the manifest (null: the manifest is unusable, with why). */
export interface ManifestFacts { name: string; exposes: string[]; shared: SharedRequirement[] }

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads the facts the gate needs from a Module Federation manifest; throws an Italian reason when it cannot. */
export function manifestFacts(text: string): ManifestFacts {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error('Il file mf-manifest.json non è un JSON valido.');
  }
  if (!isObject(json) || typeof json['name'] !== 'string' || !Array.isArray(json['exposes']) || !Array.isArray(json['shared'])) {
    throw new Error('Il file mf-manifest.json non ha il nome, i moduli esposti o le dipendenze condivise.');
  }
  const exposes = json['exposes'].filter(isObject).map((e) => String(e['name'] ?? '')).filter(Boolean);
  const shared = json['shared'].filter(isObject).map((s) => ({
    name: String(s['name'] ?? ''),
    version: String(s['version'] ?? ''),
    required_version: typeof s['requiredVersion'] === 'string' ? s['requiredVersion'] : null,
    singleton: s['singleton'] === true,
  })).filter((s) => s.name);
  return { name: json['name'], exposes, shared };
}

/**
 * The reasons, in Italian, why this version cannot run in the shell (empty: compatible). Without the
 * shell's federation.json (a server without a built shell) only the manifest itself is checked.
 */
export function compatibilityProblems(remote: string, facts: ManifestFacts, shell: ShellFederation | null): string[] {
  const problems: string[] = [];
  if (facts.name !== remote) problems.push(`Il manifest appartiene a "${facts.name}", non a ${remote}.`);
  if (!shell) return problems;
  for (const expose of shell.needs[remote] ?? []) {
    if (!facts.exposes.includes(expose)) problems.push(`Manca il modulo ./${expose}, che la shell carica.`);
  }
  for (const s of facts.shared) {
    const provided = shell.provides[s.name];
    // Modules the shell does not provide: the remote brings its own copy.
    if (!s.singleton || !provided || !s.required_version) continue;
    if (!semver.satisfies(provided, s.required_version, { includePrerelease: true })) {
      problems.push(`Richiede ${s.name} ${s.required_version}, la shell fornisce ${provided}.`);
    }
  }
  return problems;
}
