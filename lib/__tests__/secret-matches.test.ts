/** @jest-environment node */
import { secretMatches } from "../server/secret-matches";

describe("secretMatches", () => {
  it("accepts the exact secret only", () => {
    expect(secretMatches("s3cret-value", "s3cret-value")).toBe(true);
    expect(secretMatches("s3cret-valuE", "s3cret-value")).toBe(false);
    expect(secretMatches("s3cret-valu", "s3cret-value")).toBe(false);
    expect(secretMatches("s3cret-value ", "s3cret-value")).toBe(false);
    expect(secretMatches("", "s3cret-value")).toBe(false);
  });

  it("never matches when no secret is configured, even an empty presentation", () => {
    expect(secretMatches("", "")).toBe(false);
    expect(secretMatches("anything", "")).toBe(false);
  });

  it("compares secrets of any length without throwing (lengths are equalised by hashing)", () => {
    expect(() => secretMatches("x".repeat(10_000), "short")).not.toThrow();
    expect(secretMatches("密钥🔑", "密钥🔑")).toBe(true);
  });
});
