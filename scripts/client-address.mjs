/**
 * The client's address: the socket peer, or — behind `hops` trusted reverse proxies that each append
 * to X-Forwarded-For — the entry the outermost trusted proxy saw. Entries a client wrote itself
 * (further left) are never used.
 */
export function clientAddress(remoteAddress, forwardedFor, hops) {
  if (!hops) return remoteAddress ?? "unknown";
  const chain = (forwardedFor ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  // chain = [...client-written, seen by proxy 1, …, seen by proxy hops-1]; the socket is proxy `hops`.
  return chain.at(-hops) ?? remoteAddress ?? "unknown";
}
