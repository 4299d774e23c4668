// How the bench prints: one figure a line, its label in a column, its goal beside it.

const LABEL_WIDTH = 50;

export const line = (label: string, value: string) => console.log(`${label.padEnd(LABEL_WIDTH)} ${value}`);
export const section = (title: string) => console.log(`\n${title}`);
export const pct = (value: number) => `${(value * 100).toFixed(1)} %`;
export const seconds = (value: number | null) => (value === null ? "not within 30 s" : `${value.toFixed(2)} s`);
