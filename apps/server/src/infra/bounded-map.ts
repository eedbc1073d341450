/**
 * A Map that forgets its oldest entry once it holds more than `limit`: a cache keyed by what
 * clients send, which no client can grow. Oldest by insertion: an entry a client keeps asking
 * for is prepared again at worst once per `limit` new keys.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.set(key, value);
    if (this.size > this.limit) {
      const oldest = this.keys().next();
      if (oldest.done !== true) this.delete(oldest.value);
    }
    return this;
  }
}
