/** Look-ups whose answers an instance may reuse for a short time (see `rememberLookups`). */
export interface RememberedLookups<Value, Tag> {
  /** The answer for `key`: a remembered one while fresh, else a new look-up (`tag` is kept beside it). */
  get(key: string, tag: Tag): Promise<Value>;
  /** Drops the remembered answers whose key and tag match. */
  forget(matches: (key: string, tag: Tag) => boolean): void;
}

/**
 * Remembers the answers of `lookUp` per key for `ttlMs`, shared by the calls that ask meanwhile, for at most
 * `max` keys (the expired ones are dropped first, then all). A failed look-up is not remembered, nor an
 * answer `keep` refuses: the next call asks again.
 */
export function rememberLookups<Value, Tag = undefined>(
  lookUp: (key: string) => Promise<Value>,
  options: { ttlMs: number; max: number; now?: () => number; keep?: (value: Value) => boolean },
): RememberedLookups<Value, Tag> {
  const { ttlMs, max, now = Date.now, keep = () => true } = options;
  const cache = new Map<string, { tag: Tag; answer: Promise<Value>; expiresAt: number }>();
  return {
    get(key, tag) {
      const at = now();
      const known = cache.get(key);
      if (known && known.expiresAt > at) return known.answer;
      if (cache.size >= max) {
        for (const [k, entry] of cache) if (entry.expiresAt <= at) cache.delete(k);
        if (cache.size >= max) cache.clear();
      }
      const entry = { tag, answer: lookUp(key), expiresAt: at + ttlMs };
      cache.set(key, entry);
      const drop = () => {
        if (cache.get(key) === entry) cache.delete(key);
      };
      entry.answer.then((value) => keep(value) || drop(), drop);
      return entry.answer;
    },
    forget(matches) {
      for (const [key, entry] of cache) if (matches(key, entry.tag)) cache.delete(key);
    },
  };
}
