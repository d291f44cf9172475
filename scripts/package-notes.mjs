// `node scripts/package-notes.mjs v1.2.3`: prints the CHANGELOG.md section of that version (the
// release notes the release workflow publishes). Fails when the changelog has no such section.
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "./paths.mjs";

/** The body of the `## [version]` section of a Keep-a-Changelog text, or null. */
export function changelogSection(text, version) {
  const lines = text.split(/\r?\n/);
  const heading = new RegExp(`^## \\[${version.replace(/[.+-]/g, "\\$&")}\\]`);
  const start = lines.findIndex((line) => heading.test(line));
  if (start < 0) return null;
  const end = lines.findIndex((line, i) => i > start && /^## /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end).join("\n").trim();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const version = (process.argv[2] ?? "").replace(/^v/, "");
  const notes = changelogSection(fs.readFileSync(path.join(ROOT, "CHANGELOG.md"), "utf8"), version);
  if (!version || notes === null) {
    console.error(`CHANGELOG.md has no section "## [${version}]"`);
    process.exit(1);
  }
  console.log(notes);
}
