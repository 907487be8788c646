/**
 * A static JSON file, fetched once when first needed and kept for the page's lifetime; a failed
 * load is forgotten, so the next use tries again.
 */
export function cachedJson<T, R>(url: string, what: string, read: (json: T) => R): () => Promise<R> {
  let loaded: Promise<R> | undefined;
  return () =>
    (loaded ??= fetch(url)
      .then((response) => {
        if (!response.ok) throw new Error(`${what}: HTTP ${response.status}`);
        return response.json() as Promise<T>;
      })
      .then(read)
      .catch((error: unknown) => {
        loaded = undefined;
        throw error;
      }));
}
