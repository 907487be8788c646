import { buttonClass } from "@/components/ui/button-class";
import clsx from "clsx";

export interface LeadFormResultProps {
  kind: "success" | "error";
  message: string;
  newFormLabel: string;
  reuseLabel: string;
  onNewForm(): void;
  onReuse(): void;
}

/** SPEC §4: the result that replaces the form, offering 'fill a new form' or 'reuse existing data'. */
export function LeadFormResult({
  kind,
  message,
  newFormLabel,
  reuseLabel,
  onNewForm,
  onReuse,
}: LeadFormResultProps) {
  return (
    <div
      role={kind === "error" ? "alert" : "status"}
      className={clsx(
        "flex flex-col items-center gap-5 rounded-card px-6 py-10 text-center",
        kind === "error" ? "bg-danger-50 text-danger-700" : "bg-signal-100 text-ink-900",
      )}
    >
      <svg
        viewBox="0 0 24 24"
        className="size-12"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="10" />
        {kind === "success" ? <path d="m7.5 12.5 3 3 6-6" /> : <path d="M12 7v6m0 3.5v.01" />}
      </svg>
      <p className="text-lg font-semibold">{message}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClass("dark")} onClick={onNewForm}>
          {newFormLabel}
        </button>
        <button type="button" className={buttonClass("outline")} onClick={onReuse}>
          {reuseLabel}
        </button>
      </div>
    </div>
  );
}
