/** Fills `{name}` placeholders: `fillTemplate("{index} of {count}", { index: 2, count: 6 })` → "2 of 6". */
export function fillTemplate(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (token, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : token,
  );
}
