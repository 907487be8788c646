import type { ReactNode } from "react";
import clsx from "clsx";

/** A text input's, textarea's or select's look; red-ringed while the control is `aria-invalid`. */
export const inputClass =
  "w-full rounded-lg bg-white px-3 text-base text-text ring-1 ring-line placeholder:text-muted/70 focus:ring-2 focus:ring-ink-600 focus:outline-none aria-invalid:ring-danger-700 aria-invalid:focus:ring-danger-700";

/** What a field's control carries: its id and, while they show, the links to its hint and error. */
export interface FieldControl {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export interface FieldProps {
  /** The control's id; the hint's is `${id}-hint` and the error's `${id}-error`. */
  id: string;
  label: ReactNode;
  /** Follows the label in a lighter weight, e.g. "(optional)". */
  optional?: string;
  hint?: ReactNode;
  error?: string;
  /**
   * `stack`: the label above the control. `inline`: a checkbox-like control before its label, both
   * inside the label. `group`: several controls under a legend; the fieldset carries the state.
   */
  layout?: "stack" | "inline" | "group";
  className?: string;
  /** Renders the control with the props it must carry. */
  children(control: FieldControl): ReactNode;
}

/**
 * The one form field of the site: a label, the control, an optional hint and the error, with the
 * control (or the group) marked `aria-invalid` and described by the hint and the error. The error's
 * line is kept while empty, so validation never shifts the layout.
 */
export function Field({
  id,
  label,
  optional,
  hint,
  error,
  layout = "stack",
  className,
  children,
}: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const state = {
    "aria-invalid": error ? true : undefined,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
  } as const;
  const text = (
    <>
      {label}
      {optional && (
        <>
          {" "}
          <span className="font-normal text-muted">{optional}</span>
        </>
      )}
    </>
  );
  const notes = (
    <>
      {hint && (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      )}
      {/* Always there, a line high: an error appearing or going does not move what follows. */}
      <p id={errorId} className="min-h-5 text-sm font-medium text-danger-700">
        {error}
      </p>
    </>
  );

  if (layout === "group")
    return (
      <fieldset data-slot="field" {...state} className={clsx("flex flex-col gap-2", className)}>
        <legend className="mb-1.5 text-sm font-medium text-text">{text}</legend>
        {children({ id })}
        {notes}
      </fieldset>
    );
  return (
    <div data-slot="field" className={clsx("flex flex-col gap-1.5", className)}>
      {layout === "inline" ? (
        <label className="flex items-start gap-3 text-sm text-text">
          {children({ id, ...state })}
          <span>{text}</span>
        </label>
      ) : (
        <>
          <label htmlFor={id} className="text-sm font-medium text-text">
            {text}
          </label>
          {children({ id, ...state })}
        </>
      )}
      {notes}
    </div>
  );
}
