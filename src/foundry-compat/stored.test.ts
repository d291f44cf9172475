import { afterEach, describe, expect, it, vi } from "vitest";
import { speakerOf, storedActor, uuidOf } from "./stored.ts";

/** A saved actor as our code holds it (the stand-in carries what these functions read). */
const actor = { id: "a1", uuid: "Actor.a1", name: "Mara" } as unknown as Actor.Implementation;

describe("saved documents on both generations' types", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("the speaker is Foundry's own for the actor, asked with the very same actor", () => {
    const getSpeaker = vi.fn((options: { actor: unknown }) => ({ actor: (options.actor as { id: string }).id, alias: "Mara", scene: null, token: null }));
    vi.stubGlobal("ChatMessage", { getSpeaker });
    expect(speakerOf(actor)).toEqual({ actor: "a1", alias: "Mara", scene: null, token: null });
    expect(getSpeaker).toHaveBeenCalledWith({ actor });
    expect(getSpeaker.mock.calls[0]?.[0].actor).toBe(actor);
  });

  it("the uuid and the saved actor are the actor's own, unchanged", () => {
    expect(uuidOf(actor)).toBe("Actor.a1");
    expect(storedActor(actor)).toBe(actor);
  });
});
