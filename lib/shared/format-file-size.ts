const UNITS = ["B", "KB", "MB", "GB"];

/** Attachment size in bytes as "2.3 MB". */
export function formatFileSize(bytes: number): string {
  let value = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const text = unit === 0 ? String(Math.round(value)) : value.toFixed(value >= 100 ? 0 : 1).replace(/\.0$/, "");
  return `${text} ${UNITS[unit]}`;
}
