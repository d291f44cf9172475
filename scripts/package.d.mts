/** Types of scripts/package.mjs for the packaging tests. */
import type { ReleaseLinks, SystemManifestJson } from "./build.mjs";
export const RELEASE_DIR: string;
export function tagVersion(tag: string | null | undefined): string | null;
export function releaseTag(argv?: string[], env?: Record<string, string | undefined>): string | null;
export function checkVersions(versions: { packageVersion: string; manifestVersion: string; tag?: string | null }): string;
export function packageRelease(options?: {
  tag?: string | null;
  repository?: string | null;
  distDir?: string;
  releaseDir?: string;
  env?: Record<string, string | undefined>;
}): Promise<{ version: string; zipFile: string; manifestFile: string; manifest: SystemManifestJson & Partial<ReleaseLinks> }>;
