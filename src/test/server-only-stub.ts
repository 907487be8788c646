// Vitest runs outside the React server environment; `server-only` would throw there.
export {};
