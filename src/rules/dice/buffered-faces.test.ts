import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { bufferedFaces, randomFaces } from "./faces.ts";

/** A fill that writes the given bytes again and again, counting its calls. */
function replaying(bytes: readonly number[]): { fill: (buffer: Uint8Array) => void; calls: () => number } {
  let calls = 0;
  let next = 0;
  return {
    fill: (buffer) => {
      calls++;
      for (let i = 0; i < buffer.length; i++) buffer[i] = bytes[next++ % bytes.length];
    },
    calls: () => calls,
  };
}

describe("bufferedFaces — the crypto source's rejection sampling", () => {
  it("is unbiased: of the 256 byte values each face takes exactly 42, and the 4 values 252..255 are skipped", () => {
    const every = Array.from({ length: 256 }, (_, b) => b);
    const { fill, calls } = replaying(every);
    const source = bufferedFaces(fill, 256);
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (let i = 0; i < 252; i++) counts[source()]++;
    expect(counts).toEqual([0, 42, 42, 42, 42, 42, 42]);
    expect(calls()).toBe(1);
    // The 253rd face skips bytes 252..255 and needs a fresh buffer, which starts again at byte 0 → face 1.
    expect(source()).toBe(1);
    expect(calls()).toBe(2);
  });

  it("turns every byte b < 252 into the face (b mod 6) + 1, in order, across refills", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 60 }), fc.integer({ min: 1, max: 16 }), (bytes, size) => {
        fc.pre(bytes.some((b) => b < 252));
        const source = bufferedFaces(replaying(bytes).fill, size);
        const expected = bytes.filter((b) => b < 252).map((b) => (b % 6) + 1);
        // Enough faces to wrap around the replayed bytes twice.
        const faces = Array.from({ length: expected.length * 2 }, () => source());
        expect(faces).toEqual([...expected, ...expected]);
      }),
    );
  });

  it("keeps drawing through a buffer of rejected bytes", () => {
    const { fill, calls } = replaying([255, 254, 253, 252, 255, 254, 253, 252, 17]);
    expect(bufferedFaces(fill, 4)()).toBe(6);
    expect(calls()).toBe(3);
  });

  it("refuses a buffer size that is not a positive integer", () => {
    expect(() => bufferedFaces(() => undefined, 0)).toThrow(RangeError);
    expect(() => bufferedFaces(() => undefined, 2.5)).toThrow(RangeError);
  });
});

describe("randomFaces() — the crypto source", () => {
  it("is one source shared by every caller (one buffer of random bytes)", () => {
    expect(randomFaces()).toBe(randomFaces());
  });

  it("gives every face about equally often: a chi-square test over 120,000 faces", () => {
    const source = randomFaces();
    const n = 120_000;
    const counts = [0, 0, 0, 0, 0, 0];
    for (let i = 0; i < n; i++) counts[source() - 1]++;
    const chiSquare = counts.reduce((sum, c) => sum + (c - n / 6) ** 2 / (n / 6), 0);
    // 5 degrees of freedom: P(χ² > 40) ≈ 1.5e-7 for a fair die, so it cannot fail by luck in practice.
    expect(chiSquare).toBeLessThan(40);
  });
});
