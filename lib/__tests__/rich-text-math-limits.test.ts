/** @jest-environment node */
import { renderRichText } from "../server/rich-text";

// Formulas are backend content: one of them must not be able to stretch the page or stall the server.

const TIME_LIMIT_MS = 2000;

function timed(html: string): { output: string; ms: number } {
  const start = Date.now();
  const output = renderRichText(html);
  return { output, ms: Date.now() - start };
}

describe("renderRichText: math limits", () => {
  it.each([
    ["a huge rule", "$\\rule{99999em}{99999em}$"],
    ["a huge kern", "$a\\kern{99999em}b$"],
    ["a huge rule in display math", "$$\\rule{5000cm}{5000cm}$$"],
  ])("caps %s at 20em", (_name, tex) => {
    const { output } = timed(`<p>${tex}</p>`);
    expect(output).toContain('class="katex');
    // Sizes the browser lays out: inline styles and MathML width/height (the TeX source is in an annotation).
    const sizes = [...output.matchAll(/(?:[:"]|-width:)(-?\d+(?:\.\d+)?)em/g)].map((match) =>
      Math.abs(Number(match[1])),
    );
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(20);
  });

  it.each([
    ["a self-doubling macro", "\\def\\a{\\a\\a}\\a"],
    ["a self-recursive macro", "\\def\\a{\\a}\\a"],
    ["an argument-doubling macro", `\\def\\a#1{#1#1}${"\\a{".repeat(24)}x${"}".repeat(24)}`],
    ["a \\gdef chain", "\\gdef\\b{\\c\\c\\c\\c}\\gdef\\c{\\d\\d\\d\\d}\\gdef\\d{\\e\\e\\e\\e}\\gdef\\e{\\b}\\b"],
  ])("stops %s quickly and shows the source as an error", (_name, tex) => {
    const { output, ms } = timed(`<p>$${tex}$</p>`);
    expect(ms).toBeLessThan(TIME_LIMIT_MS);
    expect(output).toContain('class="katex-error"');
    expect(output.length).toBeLessThan(10_000);
  });

  it.each([
    ["braces", `${"{".repeat(20000)}x${"}".repeat(20000)}`],
    ["square roots", `${"\\sqrt{".repeat(5000)}x${"}".repeat(5000)}`],
  ])("shows deeply nested %s as text instead of failing the page", (_name, tex) => {
    const { output, ms } = timed(`<p>前 $${tex}$ 后</p>`);
    expect(ms).toBeLessThan(TIME_LIMIT_MS);
    expect(output.startsWith(`<p>前 <span class="katex-error" title="公式无法显示">${tex.slice(0, 10)}`)).toBe(true);
    expect(output.endsWith("</span> 后</p>")).toBe(true);
  });

  it("keeps content TeX from making links or HTML", () => {
    const output = renderRichText(
      "<p>$\\href{https://evil.com}{x}$ $\\includegraphics{https://evil.com/a.png}$ $\\htmlClass{fixed}{x}$</p>",
    );
    expect(output).not.toMatch(/<a[\s>]|<img|class="fixed"/);
  });

  it("still renders ordinary rules and sizes", () => {
    const output = renderRichText("<p>$\\rule{2em}{0.5em}$</p>");
    expect(output).toContain("2em");
  });
});
