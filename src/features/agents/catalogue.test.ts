import { describe, expect, it } from "vitest";
import {
  AGENT_PAGE_SIZE,
  filterAgents,
  matchesQuery,
  paginate,
  roleFromQuery,
  searchFromState,
  stateFromSearch,
  toggleRole,
  unfiltered,
  type CatalogueAgent,
} from "./catalogue";

const agent = (id: string, over: Partial<CatalogueAgent> = {}): CatalogueAgent => ({
  id,
  name: `Agent ${id}`,
  industry: "healthcare",
  role: "growth",
  features: ["Books appointments on WhatsApp"],
  ...over,
});

describe("agent search", () => {
  const a = agent("a", {
    name: "Card fraud alert agent",
    features: ["Blocks a card from WhatsApp", "Hands over to the fraud team"],
  });

  it("ignores case and surrounding whitespace", () => {
    expect(matchesQuery(a, "  CARD Fraud ")).toBe(true);
    expect(matchesQuery(a, "\tfraud alert\n")).toBe(true);
  });

  it("matches a feature line, not only the name", () => {
    expect(matchesQuery(a, "fraud team")).toBe(true);
    expect(matchesQuery(a, "whatsapp")).toBe(true);
  });

  it("matches everything when empty or blank, nothing when absent", () => {
    expect(matchesQuery(a, "")).toBe(true);
    expect(matchesQuery(a, "   ")).toBe(true);
    expect(matchesQuery(a, "mortgage")).toBe(false);
  });
});

describe("agent filters", () => {
  const list = [
    agent("1", { industry: "healthcare", role: "growth" }),
    agent("2", { industry: "healthcare", role: "marketing" }),
    agent("3", { industry: "real-estate", role: "marketing", features: ["Books site visits"] }),
    agent("4", { industry: "real-estate", role: "commerce-and-sales" }),
  ];
  const ids = (l: CatalogueAgent[]) => l.map((x) => x.id);

  it("shows everything unfiltered", () => {
    expect(ids(filterAgents(list, unfiltered))).toEqual(["1", "2", "3", "4"]);
  });

  it("combines the industry, the roles and the search", () => {
    expect(ids(filterAgents(list, { ...unfiltered, industry: "real-estate" }))).toEqual(["3", "4"]);
    expect(ids(filterAgents(list, { ...unfiltered, roles: ["marketing", "growth"] }))).toEqual([
      "1",
      "2",
      "3",
    ]);
    expect(
      ids(filterAgents(list, { industry: "real-estate", roles: ["marketing"], query: "site VISITS" })),
    ).toEqual(["3"]);
  });

  it("can find nothing", () => {
    expect(filterAgents(list, { ...unfiltered, industry: "food-and-beverage" })).toEqual([]);
    expect(filterAgents(list, { ...unfiltered, query: "no such agent" })).toEqual([]);
  });
});

describe("the role multi-select", () => {
  it("choosing all clears the others", () => {
    expect(toggleRole(["growth", "marketing"], "all")).toBe("all");
  });

  it("choosing a role removes all", () => {
    expect(toggleRole("all", "marketing")).toEqual(["marketing"]);
  });

  it("adds and removes roles, in the catalogue's order", () => {
    expect(toggleRole(["marketing"], "commerce-and-sales")).toEqual(["commerce-and-sales", "marketing"]);
    expect(toggleRole(["commerce-and-sales", "marketing"], "marketing")).toEqual(["commerce-and-sales"]);
  });

  it("unchecking the last role returns to all", () => {
    expect(toggleRole(["growth"], "growth")).toBe("all");
  });
});

describe("pagination", () => {
  const list = Array.from({ length: 30 }, (_, i) => i + 1);

  it(`shows ${AGENT_PAGE_SIZE} a page, and the rest on the last page`, () => {
    expect(paginate(list, 1)).toEqual({ items: list.slice(0, 12), page: 1, pageCount: 3 });
    expect(paginate(list, 3)).toEqual({ items: [25, 26, 27, 28, 29, 30], page: 3, pageCount: 3 });
  });

  it("keeps a page past either end on the nearest page", () => {
    expect(paginate(list, 9).page).toBe(3);
    expect(paginate(list, 0).page).toBe(1);
    expect(paginate(list, Number.NaN).page).toBe(1);
  });

  it("has one empty page for an empty list", () => {
    expect(paginate([], 2)).toEqual({ items: [], page: 1, pageCount: 1 });
  });

  it("has exactly one page for exactly one page of agents", () => {
    expect(paginate(list.slice(0, 12), 2)).toEqual({ items: list.slice(0, 12), page: 1, pageCount: 1 });
  });
});

describe("?role=", () => {
  it("takes a known role name, decoded, with spaces around a slash removed", () => {
    expect(roleFromQuery("Marketing")).toBe("marketing");
    expect(roleFromQuery("Support%2FCustomer%20Experience")).toBe("support-and-customer-experience");
    expect(roleFromQuery("Support / Customer Experience")).toBe("support-and-customer-experience");
    expect(roleFromQuery("commerce /sales")).toBe("commerce-and-sales");
  });

  it("ignores an unknown or malformed role", () => {
    expect(roleFromQuery("Finance")).toBeUndefined();
    expect(roleFromQuery("%E0%A4%A")).toBeUndefined();
    expect(roleFromQuery("")).toBeUndefined();
    expect(roleFromQuery(null)).toBeUndefined();
  });
});

describe("the list's state in the address", () => {
  it("reads every part, ignoring what it does not know", () => {
    expect(stateFromSearch("?industry=healthcare&role=Growth&role=Nope&q=visit&page=2")).toEqual({
      industry: "healthcare",
      roles: ["growth"],
      query: "visit",
      page: 2,
    });
    expect(stateFromSearch("?industry=mining&page=-4")).toEqual({ ...unfiltered, page: 1 });
  });

  it("writes only what differs from the unfiltered first page, and keeps other parameters", () => {
    expect(searchFromState({ ...unfiltered, page: 1 })).toBe("");
    expect(searchFromState({ ...unfiltered, page: 1 }, "?utm_source=x&role=Growth")).toBe("?utm_source=x");
    const state = {
      industry: "real-estate",
      roles: ["commerce-and-sales", "marketing"],
      query: " visits ",
      page: 3,
    } as const;
    const search = searchFromState(state);
    expect(search).toBe("?industry=real-estate&role=Commerce%2FSales&role=Marketing&q=visits&page=3");
    expect(stateFromSearch(search)).toEqual({ ...state, query: "visits" });
  });
});
