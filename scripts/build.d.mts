/** Types of scripts/build.mjs for the tests that run the build. */
export interface ReleaseLinks { url: string; manifest: string; download: string; bugs: string; readme: string; changelog: string }
export interface SystemManifestJson { version: string; authors?: Array<{ name: string; url?: string }>; [key: string]: unknown }
export const REPOSITORY_ENV: string;
export const PLACEHOLDER_HOST_SUFFIX: string;
export const RELEASE_ZIP: string;
export const RELEASE_MANIFEST: string;
export const GENERATED_FIELDS: string[];
export function repositoryBase(repository: string | { url?: string } | undefined | null): string | null;
export function isPlaceholderRepository(base: string | null | undefined): boolean;
export function resolveRepository(pkg: { repository?: string | { url?: string } }, env?: Record<string, string | undefined>): string | null;
export function releaseLinks(base: string, version: string): ReleaseLinks;
export function releaseManifest(source: SystemManifestJson, options?: { repository?: string | null; version?: string }): SystemManifestJson & Partial<ReleaseLinks>;
export function copyStatic(outDir?: string, options?: { repository?: string | null }): SystemManifestJson;
export function buildAll(options?: { clean?: boolean; outDir?: string; repository?: string | null }): Promise<{ packs: string[]; manifest: SystemManifestJson & Partial<ReleaseLinks> }>;
export const BUNDLE_GZIP_TARGET_KB: number;
export function bundleSizeLine(file: string): string;
export function startFiles(file: string): string[];
export function startGzipKb(file: string): number;
