import { describe, expect, it } from "vitest";
import { openBrowser } from "./harness.ts";

describe("browser harness without Chromium", () => {
  it("fails at once with a clear message instead of hanging", async () => {
    const started = Date.now();
    await expect(openBrowser("/nonexistent/chromium")).rejects.toThrow(
      /Chromium not found at \/nonexistent\/chromium\. Install Debian's chromium/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
