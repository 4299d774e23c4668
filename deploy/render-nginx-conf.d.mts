export function renderNginxConf(values: Record<string, string>): string;
