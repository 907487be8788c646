/**
 * The address parameters of the agent catalogue's view (`?industry=&role=&q=&page=`). Their own
 * module: the language selector, on every page, drops them (SPEC §4: a language change resets the
 * filters and clears the search) without loading the catalogue.
 */
export const CATALOGUE_PARAMS = ["industry", "role", "q", "page"] as const;
