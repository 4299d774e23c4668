import "server-only";

// Text nodes are parsed without entity decoding so sanitized markup survives
// verbatim. sanitize-html escapes every "&", "<" and ">" in text (and '"' in
// attributes), so these are the only entities such text can contain.

export function decodeSanitizedText(raw: string): string {
  return raw.replace(/&(amp|lt|gt|quot);/g, (_, name: string) =>
    name === "amp" ? "&" : name === "lt" ? "<" : name === "gt" ? ">" : '"',
  );
}

export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
