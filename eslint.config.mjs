import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

/**
 * One primitive per job: each primitive is the one file that may use what it wraps. `owner` is that
 * file (exempt from its own entry); an entry without one holds everywhere.
 */
const restrictedImports = [
  {
    owner: "src/components/ui/link.tsx",
    paths: [
      { name: "next/link", message: "Use Link (server) or ClientLink from @/components/ui." },
      { name: "@/i18n/navigation", importNames: ["Link"], message: "Use Link from @/components/ui/link." },
    ],
  },
  {
    owner: "src/components/ui/dialog.client.tsx",
    paths: [{ name: "@radix-ui/react-dialog", message: "Use Dialog from @/components/ui/dialog.client." }],
  },
];
const restrictedSyntax = [
  {
    owner: "src/components/ui/link.tsx",
    selectors: [
      {
        selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='target']",
        message: "External links open in a new tab through @/components/ui/link.",
      },
    ],
  },
  {
    selectors: [
      {
        selector: "JSXOpeningElement[name.name='dialog'], MemberExpression[property.name='showModal']",
        message:
          "Popups and drawers use Dialog from @/components/ui/dialog.client (one focus trap, one scroll lock).",
      },
    ],
  },
];

/** The rule with every entry for src/, and for each owner with every entry but its own. */
function restrict(rule, entries, options) {
  const files = ["src/**/*.{ts,tsx}"];
  return [
    { files, rules: { [rule]: ["error", ...options(entries)] } },
    ...entries
      .filter((e) => e.owner)
      .map((e) => ({
        files: [e.owner],
        rules: { [rule]: ["error", ...options(entries.filter((o) => o !== e))] },
      })),
  ];
}

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    "next-env.d.ts",
    ".ci-artifacts/**",
    ".bench/**",
    "test-results/**",
    "playwright-report/**",
    "data/**",
  ]),
  {
    rules: {
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    // Modules that import each other break in confusing ways (a value is undefined at import time).
    // Type-only and lazy cycles are caught by src/import-cycles.test.ts.
    files: ["src/**/*.{ts,tsx}"],
    settings: { "import/ignore": ["node_modules"] },
    rules: { "import/no-cycle": ["error", { ignoreExternal: true }] },
  },
  ...restrict("no-restricted-imports", restrictedImports, (entries) => [
    { paths: entries.flatMap((e) => e.paths) },
  ]),
  ...restrict("no-restricted-syntax", restrictedSyntax, (entries) => entries.flatMap((e) => e.selectors)),
  {
    files: ["scripts/**/*.mjs", "e2e/**/*.ts", "*.config.*"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
