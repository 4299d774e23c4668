/** Seconds as an ISO 8601 duration (schema.org's Duration): 3725 → "PT1H2M5S", 0 → "PT0S". */
export function isoDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.round(totalSeconds));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const parts = [hours && `${hours}H`, minutes && `${minutes}M`, rest && `${rest}S`].filter(Boolean).join("");
  return `PT${parts || "0S"}`;
}
