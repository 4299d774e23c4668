// IndexNow's key (INDEXNOW_KEY): 8 to 128 of a–z, A–Z, 0–9 and "-" (the protocol's rule). The site
// answers it as text at /{key}.txt, the file an engine reads to check that pushes come from the site.

export const INDEXNOW_KEY_CHARS = "[A-Za-z0-9-]{8,128}";
export const INDEXNOW_KEY_PATTERN = new RegExp(`^${INDEXNOW_KEY_CHARS}$`);

/** The key file's address on the site. */
export const indexNowKeyPath = (key: string) => `/${key}.txt`;
