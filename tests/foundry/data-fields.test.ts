/**
 * The data-field stand-ins behave as Foundry 13's fields do (documented behaviour of
 * common/data/fields.mjs), so tests built on them mean what they say.
 */
import { describe, expect, it } from "vitest";
import { ArrayField, BooleanField, NumberField, SchemaField, StringField, TypeDataModel } from "./data-fields.ts";

describe("NumberField", () => {
  const field = new NumberField({ required: true, nullable: false, integer: true, min: 0, max: 10, initial: 3 });

  it("rounds integers and clamps to min/max while cleaning", () => {
    expect(field.clean(2.6)).toBe(3);
    expect(field.clean(-4)).toBe(0);
    expect(field.clean(99)).toBe(10);
    expect(field.clean("7")).toBe(7);
  });

  it("gives the initial value for undefined and for null when not nullable", () => {
    expect(field.clean(undefined)).toBe(3);
    expect(field.clean(null)).toBe(3);
  });

  it("rejects what is no number after cleaning", () => {
    expect(field.validate(field.clean("many"))?.messages()).toEqual(["(root): must be an integer"]);
    expect(field.validate(4)).toBeUndefined();
  });
});

describe("StringField with choices", () => {
  const field = new StringField({ required: true, choices: { a: "A", b: "B" }, initial: "a" });

  it("is neither blank nor nullable by default and names a wrong choice", () => {
    expect(field.validate("c")?.messages()).toEqual(["(root): c is not a valid choice"]);
    expect(field.validate("")?.messages()).toEqual(["(root): may not be a blank string"]);
    expect(field.clean("  b ")).toBe("b");
    expect(field.validate("b")).toBeUndefined();
  });
});

describe("SchemaField and ArrayField", () => {
  const schema = new SchemaField({
    flag: new BooleanField(),
    list: new ArrayField(new NumberField({ required: true, nullable: false, integer: true, min: 0, initial: 0 })),
  });

  it("fill missing keys, drop unknown ones and clean every element", () => {
    expect(schema.clean({ list: [1.4, -2], extra: true })).toEqual({ flag: false, list: [1, 0] });
    expect(schema.clean({ flag: "true", list: 5 })).toEqual({ flag: true, list: [5] });
  });

  it("report failures by path", () => {
    expect(schema.validate({ flag: 1, list: [1, "x"] })?.messages()).toEqual(["flag: must be a boolean", "list.1: must be a number"]);
  });
});

describe("TypeDataModel", () => {
  class Model extends TypeDataModel {
    static override defineSchema() {
      return { size: new NumberField({ required: true, nullable: false, integer: true, min: 1, max: 5, initial: 1 }) };
    }
  }

  it("cleans on construction and on update, and rejects invalid updates without changing", () => {
    const model = new Model({ size: 9 }) as Model & { size: number };
    expect(model.size).toBe(5);
    model.updateSource({ size: 2 });
    expect(model.size).toBe(2);
    expect(model.toObject()).toEqual({ size: 2 });
    expect(() => model.updateSource({ size: "big" })).toThrow(/Model validation errors:\n {2}size: must be an integer/);
    expect(model.size).toBe(2);
  });
});
