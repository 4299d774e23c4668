// The per-process store of finished public responses (pages and /_next/static files),
// bounded by total bytes; the least recently used entries go first.

export interface CachedResponse {
  status: number;
  /** Ready-made response headers per encoding (null where that encoding is not kept). */
  headers: Record<"identity" | "gzip" | "br", Record<string, string | number> | null>;
  body: Buffer;
  gzip: Buffer | null;
  br: Buffer | null;
  /** Served without asking Next until then, dropped after. */
  freshUntil: number;
}

const sizeOf = (entry: CachedResponse) => entry.body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);

export class ResponseCache {
  private readonly entries = new Map<string, CachedResponse>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.freshUntil <= now) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key); // re-insert: most recently used last
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, entry: CachedResponse): void {
    const size = sizeOf(entry);
    if (size > this.maxBytes / 4) return;
    this.delete(key);
    this.entries.set(key, entry);
    this.bytes += size;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= sizeOf(entry);
    this.entries.delete(key);
  }

  /** Forget every page (static files are immutable and stay). */
  purgePages(isPageKey: (key: string) => boolean): void {
    for (const key of [...this.entries.keys()]) if (isPageKey(key)) this.delete(key);
  }
}
