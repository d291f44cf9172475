// `npm test`: the typecheck, ESLint and the unit tests at the same time (they do not depend on each
// other). Vitest writes to the terminal as it goes; the typecheck's and ESLint's output follows it.
// Ends with one line of how long each part took and fails when any part fails.
// `node scripts/test.mjs --serial` runs them one after another (for comparing the times); other
// arguments go to Vitest (`npm test -- tests/combat`).
import { Buffer } from "node:buffer";
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";

const ROOT = path.resolve(import.meta.dirname, "..");
const SCRIPTS = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts;
// What `npm run` does, without a second npm process per part: the script's command with the local bins.
const ENV = { ...process.env, PATH: `${path.join(ROOT, "node_modules", ".bin")}${path.delimiter}${process.env.PATH}` };

const PARTS = [
  { name: "typecheck", script: "typecheck", live: false },
  { name: "lint", script: "lint", live: false },
  { name: "unit", script: "test:unit", live: true },
];

const serial = process.argv.includes("--serial");
const vitestArgs = process.argv.slice(2).filter((arg) => arg !== "--serial");
const quote = (arg) => `'${arg.replaceAll("'", "'\\''")}'`;

/** Runs a package.json script; resolves with its exit code, seconds taken and buffered output. */
function run(part) {
  const started = performance.now();
  return new Promise((resolve) => {
    const command = part.name === "unit" ? [SCRIPTS[part.script], ...vitestArgs.map(quote)].join(" ") : SCRIPTS[part.script];
    const child = spawn(command, { cwd: ROOT, env: ENV, shell: true, stdio: part.live ? "inherit" : ["ignore", "pipe", "pipe"] });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    child.on("close", (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      resolve({ ...part, code: code ?? (signal ? 1 : 0), seconds, output: Buffer.concat(output).toString("utf8") });
    });
  });
}

const started = performance.now();
const results = [];
if (serial) {
  for (const part of PARTS) results.push(await run(part));
} else {
  results.push(...(await Promise.all(PARTS.map(run))));
}
const total = (performance.now() - started) / 1000;

for (const result of results) {
  if (result.live) continue;
  const text = result.output.trim();
  if (text) console.log(`\n== ${result.name}\n${text}`);
}
const line = results.map((r) => `${r.name} ${r.seconds.toFixed(1)} s ${r.code === 0 ? "ok" : "FAILED"}`).join(", ");
console.log(`\nnpm test: ${line}; ${total.toFixed(1)} s in all${serial ? " (one after another)" : ""}`);
process.exitCode = results.some((r) => r.code !== 0) ? 1 : 0;
