/** A route id as MeEdu accepts it (digits only, > 0), else null. */
export function parseRouteId(raw: string): number | null {
  if (!/^\d{1,12}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && Number.isSafeInteger(id) ? id : null;
}
