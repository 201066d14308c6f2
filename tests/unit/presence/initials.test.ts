import { describe, expect, it } from "vitest";
import { initialsOf } from "@/lib/presence/initials";

describe("initialsOf", () => {
  it("takes the first letters of the first and last names", () => {
    expect(initialsOf("Anna Schmidt")).toBe("AS");
    expect(initialsOf("Mary Ann van der Berg")).toBe("MB");
    expect(initialsOf("  nadia   brooks ")).toBe("NB");
  });

  it("shows one letter for a one-word name", () => {
    expect(initialsOf("Maya")).toBe("M");
    expect(initialsOf("山田太郎")).toBe("山");
  });

  it("parts hyphenated names and keeps an apostrophe inside a name", () => {
    expect(initialsOf("Jean-Luc Picard")).toBe("JP");
    expect(initialsOf("Siobhan O'Neil")).toBe("SO");
  });

  it("keeps accents, written precomposed or as combining marks", () => {
    expect(initialsOf("Lucía Fernández")).toBe("LF");
    expect(initialsOf("élodie Durand")).toBe("ÉD");
    expect(initialsOf("e\u0301lodie durand")).toBe("E\u0301D");
  });

  it("reads an email's name part as the name", () => {
    expect(initialsOf("anna.schmidt@northwind.test")).toBe("AS");
    expect(initialsOf("editor@northwind.test")).toBe("E");
  });

  it("answers a question mark without a name", () => {
    expect(initialsOf(null)).toBe("?");
    expect(initialsOf("")).toBe("?");
    expect(initialsOf("(—)")).toBe("?");
  });
});
