// Where things are, for the build scripts and the tests that check the build.
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const DIST = path.join(ROOT, "dist");
export const PACK_SOURCES = path.join(ROOT, "packs");

/** Folders and files copied verbatim into dist/. */
export const STATIC_ENTRIES = ["system.json", "templates", "lang", "assets", "LICENSE", "LICENSES.md", "README.md", "CHANGELOG.md"];

/** Files in packs/ that are not pack sources but ship with the packs. */
export const PACK_EXTRAS = ["LICENSE"];
