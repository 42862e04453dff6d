/** Types of release.mjs (the release CLI's parts), for checks/ and e2e/. */
export declare const RELEASE_REMOTES: { readonly search: 'mf_search'; readonly listing: 'mf_listing'; readonly dealer: 'mf_dealer'; readonly carfax: 'mf_carfax'; readonly admin: 'mf_admin' };
export type ReleaseRemoteName = (typeof RELEASE_REMOTES)[keyof typeof RELEASE_REMOTES];
export declare const RELEASE_VERSION_PATTERN: string;
export declare const MAX_FILES: number;
export declare const MAX_BYTES: number;
export declare const DEFAULT_PLATFORM: string;
export declare const USAGE: string;

export declare class ReleaseError extends Error {
  constructor(message: string, exitCode?: number);
  exitCode: number;
}

export interface ReleaseRemote { name: ReleaseRemoteName; key: keyof typeof RELEASE_REMOTES; dir: string }
export declare function resolveRemote(input: string): ReleaseRemote;

export type ReleaseOptions =
  | { help: true }
  | { help: false; remote: ReleaseRemote; platform: string; token: string | null; version: string | null; build: boolean; dist: string | null };
export declare function parseReleaseArgs(argv: readonly string[], env?: Record<string, string | undefined>): ReleaseOptions;

export declare function newBuildId(): string;

export interface ReleaseFile { path: string; bytes: Buffer }
export declare function collectFiles(dir: string): { files: ReleaseFile[]; totalBytes: number };

export interface PublishBody {
  version?: string;
  git_commit: string | null;
  built_at: string;
  files: { path: string; content_base64: string }[];
}
export declare function publishBody(input: { files: readonly ReleaseFile[]; version?: string | null; gitCommit?: string | null; builtAt?: Date }): PublishBody;

export declare function formatSize(bytes: number): string;

/** The server's RemoteVersion (packages/api-contract/src/schemas/releases.ts), as JSON. */
export type PublishedVersion = Record<string, any> & { remote: string; version: string; status: string; manifest_url: string };
export type PublishResult =
  | { ok: true; status: number; version: PublishedVersion }
  | { ok: false; status: number; code: string | null; message: string; data: unknown };
export declare function publishVersion(input: {
  platform: string;
  remote: string;
  token?: string | null;
  body: unknown;
  fetchImpl?: typeof fetch;
}): Promise<PublishResult>;

export declare function refusalLines(result: Extract<PublishResult, { ok: false }>, context: { token: string | null; platform: string }): string[];
export declare function publishedLines(version: PublishedVersion, context: { platform: string; totalBytes: number; fileCount: number }): string[];
