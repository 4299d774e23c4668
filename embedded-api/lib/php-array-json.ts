/**
 * JSON text of a PHP array with integer keys, as json_encode writes it: a list when the keys are
 * 0..n-1 in order, otherwise an object whose members keep the array's order. A JS object cannot
 * carry that order (integer-like keys always enumerate ascending), so the object is written as text.
 */
export function phpArrayJson(entries: Array<[number, unknown]>): string {
  if (entries.every(([key], index) => key === index)) return JSON.stringify(entries.map(([, value]) => value));
  return `{${entries.map(([key, value]) => `${JSON.stringify(String(key))}:${JSON.stringify(value)}`).join(",")}}`;
}

/** The success envelope around data that is already JSON text. */
export function okJsonText(dataJson: string): string {
  return `{"code":0,"message":"","data":${dataJson}}`;
}
