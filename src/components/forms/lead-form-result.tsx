import { buttonClass } from "@/components/ui/button-class";
import clsx from "clsx";
import { ClientLink } from "@/components/ui/client-link.client";

export interface LeadFormResultProps {
  kind: "success" | "error";
  message: string;
  /** After a success: who replies and when, and the product tour to take meanwhile. */
  next?: { text: string; tour: { label: string; href: string } };
  newFormLabel: string;
  reuseLabel: string;
  onNewForm(): void;
  onReuse(): void;
}

/** SPEC §4: the result that replaces the form, offering 'fill a new form' or 'reuse existing data'. */
export function LeadFormResult({
  kind,
  message,
  next,
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
      {next && (
        <>
          <p className="-mt-2 max-w-sm leading-7 text-ink-800">{next.text}</p>
          <ClientLink
            href={next.tour.href}
            className="font-semibold text-ink-800 underline underline-offset-4"
          >
            {next.tour.label}&nbsp;<span aria-hidden="true">→</span>
          </ClientLink>
        </>
      )}
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
