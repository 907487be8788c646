import clsx from "clsx";

/** A text input's look, red-ringed while it has an error. */
export const inputClass = (invalid: boolean) =>
  clsx(
    "w-full rounded-lg bg-white px-3 text-base text-text ring-1 placeholder:text-muted/70 focus:ring-2 focus:outline-none",
    invalid ? "ring-danger-700" : "ring-line focus:ring-ink-600",
  );

/** A field's error text; the field points at it with `aria-describedby`. */
export function FieldError({ id, text }: { id: string; text: string }) {
  return (
    <p id={id} className="text-sm font-medium text-danger-700">
      {text}
    </p>
  );
}
