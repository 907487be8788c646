/**
 * Orbitalk's open roles (fictional, like the company). Title and team are translated in
 * `messages/<locale>/careers.json` under `roles.items.<id>`, the city under `roles.cities.<city>`;
 * every city is one of the offices in `src/data/offices.ts`.
 */
export type RoleCity = "bengaluru" | "gurugram" | "dubai" | "sao-paulo" | "milan" | "istanbul" | "london";
export type WorkMode = "hybrid" | "on-site" | "remote";

export interface OpenRoleFacts {
  /** Also the key of its title and team in the messages. */
  id: string;
  city: RoleCity;
  mode: WorkMode;
}

export const openRoles = [
  { id: "backend-engineer", city: "bengaluru", mode: "hybrid" },
  { id: "ml-engineer", city: "bengaluru", mode: "hybrid" },
  { id: "site-reliability-engineer", city: "gurugram", mode: "hybrid" },
  { id: "product-designer", city: "milan", mode: "hybrid" },
  { id: "solutions-engineer", city: "dubai", mode: "on-site" },
  { id: "customer-success-manager", city: "sao-paulo", mode: "hybrid" },
  { id: "partner-manager", city: "istanbul", mode: "hybrid" },
  { id: "developer-advocate", city: "london", mode: "remote" },
] as const satisfies readonly OpenRoleFacts[];
