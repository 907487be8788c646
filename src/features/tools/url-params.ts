/**
 * The generators mirror their inputs in the address (issue 6 point 5), so a configuration can be
 * shared and reopened. Other parameters (campaign tags, `lang`) are left as they are.
 */
export function readUrlParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function mirrorToUrl(values: Record<string, string>): void {
  const url = new URL(window.location.href);
  for (const [key, value] of Object.entries(values)) {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  if (url.href !== window.location.href) window.history.replaceState(null, "", url);
}
