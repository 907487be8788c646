import clsx from "clsx";
import type { LeadFormName } from "@/features/leads/forms";

/**
 * The space each form takes once rendered (measured at 375–1440 px, en; the grid has two columns
 * from `sm`), kept while it loads so nothing below it moves when it appears (CLS).
 */
const RESERVED_HEIGHT: Record<LeadFormName, string> = {
  demo: "min-h-[44.5rem] sm:min-h-[37rem]",
  partner: "min-h-[53.75rem] sm:min-h-[41rem]",
  contact: "min-h-[54rem] sm:min-h-[46.5rem]",
  callback: "",
};

/** SPEC §4 'loading': the state every lead form (own, lazy or hosted) shows until it can be used. */
export function FormLoading({ form, text }: { form: LeadFormName; text: string }) {
  return (
    <p
      role="status"
      className={clsx("grid place-items-center text-center text-muted", RESERVED_HEIGHT[form])}
    >
      {text}
    </p>
  );
}
