import { HONEYPOT_FIELD } from "@/features/leads/forms";

/** The field people never see and bots fill in: off screen, out of the tab order and of the a11y tree. */
export function Honeypot({ id, label }: { id: string; label: string }) {
  return (
    <div className="absolute -left-[9999px]" aria-hidden="true">
      <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{label}</label>
      <input
        id={`${id}-${HONEYPOT_FIELD}`}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}
