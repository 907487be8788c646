/**
 * GET a JSON document for a browser feature. SPEC §8: a failing data service is logged only and
 * the page keeps working, so this resolves to null instead of throwing.
 */
export async function fetchJson(url: string, what: string): Promise<unknown> {
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as unknown;
  } catch (error) {
    console.warn(`${what} failed to load`, error);
    return null;
  }
}
