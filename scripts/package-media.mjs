// `node scripts/package-media.mjs`: renders the system's own drawings (assets/media/*.svg) to WebP
// in headless Chromium (the package list and the setup screen want raster images). Run by hand
// after changing a drawing; the WebP files are committed. Needs Debian's chromium (CHROMIUM_PATH).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Buffer } from "node:buffer";
import { chromium } from "playwright-core";
import { ROOT } from "./paths.mjs";

const MEDIA = path.join(ROOT, "assets", "media");
const executablePath = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

const profile = fs.mkdtempSync(path.join(os.tmpdir(), "phasesix-media-"));
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});
try {
  for (const file of fs.readdirSync(MEDIA).filter((f) => f.endsWith(".svg"))) {
    const svg = fs.readFileSync(path.join(MEDIA, file), "utf8");
    const page = await context.newPage();
    await page.setContent("<!doctype html><html><body></body></html>");
    const dataUrl = await page.evaluate(async (source) => {
      const image = new globalThis.Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      const canvas = globalThis.document.createElement("canvas");
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      canvas.getContext("2d").drawImage(image, 0, 0);
      return canvas.toDataURL("image/webp", 0.9);
    }, svg);
    const out = path.join(MEDIA, file.replace(/\.svg$/, ".webp"));
    fs.writeFileSync(out, Buffer.from(dataUrl.split(",")[1], "base64"));
    console.log(`${path.relative(ROOT, out)} (${fs.statSync(out).size} bytes)`);
    await page.close();
  }
} finally {
  await context.close();
}
