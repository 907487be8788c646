/**
 * The name of the request header that carries the verified client address. `npm start`'s server
 * (scripts/serve.mjs) picks a random name per process, removes any copy a client sent and sets it
 * from the socket and the trusted proxy hops. Without that server there is no trusted address.
 */
export function clientAddress(request: Request): string {
  const header = process.env.CLIENT_ADDRESS_HEADER;
  return (header && request.headers.get(header)) || "unknown";
}
