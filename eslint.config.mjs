import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

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
  {
    // One Link component (src/components/ui/link.tsx) decides internal vs external links.
    ignores: ["src/components/ui/link.tsx"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "next/link", message: "Use Link (server) or ClientLink from @/components/ui." },
            {
              name: "@/i18n/navigation",
              importNames: ["Link"],
              message: "Use Link from @/components/ui/link.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/**/*.tsx"],
    ignores: ["src/components/ui/link.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "JSXOpeningElement[name.name='a'] > JSXAttribute[name.name='target']",
          message: "External links open in a new tab through @/components/ui/link.",
        },
      ],
    },
  },
  {
    files: ["scripts/**/*.mjs", "e2e/**/*.ts", "*.config.*"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
]);
