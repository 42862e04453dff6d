import { Type, type Static } from '@sinclair/typebox';
import { REMOTE_RELEASE_NAMES, RELEASE_VERSION_PATTERN } from '../constants.js';
import { DateTime, Nullable, StringEnum } from './common.js';

/**
 * Releases of the remotes: immutable versions published per remote, the run-time map
 * (active version, optional canary with a share of sessions), the gate at promotion, publish
 * tokens, and each live version's health from the field.
 */
export const RemoteName = StringEnum(REMOTE_RELEASE_NAMES);
export type RemoteName = Static<typeof RemoteName>;
export const ReleaseVersion = Type.String({ pattern: RELEASE_VERSION_PATTERN, maxLength: 40, description: 'e.g. 3, 1.4.0, 20261128.2' });

export const RemoteParams = Type.Object({ remote: RemoteName });
export const RemoteVersionParams = Type.Object({ remote: RemoteName, version: ReleaseVersion });
export const ReleaseTokenParams = Type.Object({ tokenId: Type.String({ format: 'uuid' }) });

// ── publishing (a team's CI, or `npm run release` on this machine) ──
export const ReleaseFile = Type.Object({
  /** Relative to the build folder: `mf-manifest.json`, `static/js/async/123.abc.js`… */
  path: Type.String({ minLength: 1, maxLength: 300 }),
  content_base64: Type.String(),
});
export const PublishVersionBody = Type.Object({
  /** Absent: the next whole number after the remote's highest (1, 2, 3…). */
  version: Type.Optional(ReleaseVersion),
  git_commit: Type.Optional(Nullable(Type.String({ maxLength: 64 }))),
  built_at: Type.Optional(Nullable(DateTime)),
  files: Type.Array(ReleaseFile, { minItems: 1, maxItems: 2_000 }),
});
export type PublishVersionBody = Static<typeof PublishVersionBody>;

/** What the gate found: nothing (ok), or each reason in Italian. */
export const Compatibility = Type.Object({
  ok: Type.Boolean(),
  problems: Type.Array(Type.String()),
});
export type Compatibility = Static<typeof Compatibility>;

/** A shared module as the version was built against it (from its mf-manifest.json). */
export const SharedRequirement = Type.Object({
  name: Type.String(),
  version: Type.String(),
  required_version: Nullable(Type.String()),
  singleton: Type.Boolean(),
});

/** Sessions that loaded the version since its canary (or promotion) began, and how many of them failed. */
export const VersionHealth = Type.Object({
  sessions: Type.Integer(),
  error_sessions: Type.Integer(),
  /** error_sessions / sessions, 0..1; null without sessions. */
  error_rate: Nullable(Type.Number()),
  load_failures: Type.Integer(),
  render_errors: Type.Integer(),
  /** Median time from asking for the remote to its module, ms. */
  load_ms_p50: Nullable(Type.Integer()),
});
export type VersionHealth = Static<typeof VersionHealth>;

export const RemoteVersion = Type.Object({
  remote: RemoteName,
  version: ReleaseVersion,
  /** Order of publication within the remote (1, 2, …). */
  seq: Type.Integer(),
  status: StringEnum(['active', 'canary', 'available', 'removed'] as const),
  published_at: DateTime,
  /** The token's label, the admin's e-mail, or "avvio locale" for the build `npm start` found. */
  published_by: Type.String(),
  git_commit: Nullable(Type.String()),
  built_at: Nullable(DateTime),
  size_bytes: Type.Integer(),
  file_count: Type.Integer(),
  content_hash: Type.String(),
  exposes: Type.Array(Type.String()),
  shared: Type.Array(SharedRequirement),
  compatibility: Compatibility,
  /** `/mf/search/3/mf-manifest.json`. */
  manifest_url: Type.String(),
  health: VersionHealth,
});
export type RemoteVersion = Static<typeof RemoteVersion>;

export const PublishedVersion = Type.Object({ version: RemoteVersion });

export const RemoteRelease = Type.Object({
  remote: RemoteName,
  /** Italian name of the area: "Ricerca", "Annuncio", … */
  label: Type.String(),
  /** REMOTE_<NAME>_URL pins the remote to an address: the map does not apply to it. */
  pinned_url: Nullable(Type.String()),
  active_version: Nullable(ReleaseVersion),
  canary: Nullable(Type.Object({ version: ReleaseVersion, percent: Type.Integer({ minimum: 1, maximum: 99 }), started_at: DateTime })),
  /** The last automatic rollback of a canary, with why. */
  last_auto_rollback: Nullable(Type.Object({ at: DateTime, version: ReleaseVersion, reason: Type.String() })),
  /** Newest first. */
  versions: Type.Array(RemoteVersion),
});
export type RemoteRelease = Static<typeof RemoteRelease>;

export const ReleasesOverview = Type.Object({
  remotes: Type.Array(RemoteRelease),
  /** Whether the caller may promote, canary, roll back and manage tokens (a super-admin). */
  can_manage: Type.Boolean(),
  rules: Type.Object({
    retention_keep_last: Type.Integer(),
    retention_active_hours: Type.Integer(),
    canary_min_sessions: Type.Integer(),
    canary_margin_percent: Type.Number(),
    health_sample: Type.Number(),
  }),
});
export type ReleasesOverview = Static<typeof ReleasesOverview>;

// ── the map's changes (super-admin) ──
export const PromoteBody = Type.Object({ version: ReleaseVersion });
export const CanaryBody = Type.Object({ version: ReleaseVersion, percent: Type.Integer({ minimum: 1, maximum: 99 }) });
export const CanaryShareBody = Type.Object({ percent: Type.Integer({ minimum: 1, maximum: 99 }) });

// ── publish tokens (super-admin) ──
export const ReleaseToken = Type.Object({
  id: Type.String(),
  remote: RemoteName,
  label: Type.String(),
  created_at: DateTime,
  created_by: Nullable(Type.String()),
  last_used_at: Nullable(DateTime),
  revoked_at: Nullable(DateTime),
});
export type ReleaseToken = Static<typeof ReleaseToken>;
export const ReleaseTokenList = Type.Object({ items: Type.Array(ReleaseToken) });
export const NewReleaseTokenBody = Type.Object({ remote: RemoteName, label: Type.String({ minLength: 3, maxLength: 80 }) });
/** The secret is shown once, to the super-admin who asked for it; only its hash is stored. */
export const IssuedReleaseToken = Type.Object({ token: ReleaseToken, secret: Type.String() });

// ── the shell's health beacon (sampled, no personal data) ──
export const RemoteHealthBody = Type.Object({
  events: Type.Array(Type.Object({
    remote: RemoteName,
    version: ReleaseVersion,
    kind: StringEnum(['load', 'load_error', 'render_error'] as const),
    /** load: ms from asking for the remote to its module. */
    ms: Type.Optional(Type.Integer({ minimum: 0, maximum: 600_000 })),
  }), { minItems: 1, maxItems: 20 }),
});
export type RemoteHealthBody = Static<typeof RemoteHealthBody>;
