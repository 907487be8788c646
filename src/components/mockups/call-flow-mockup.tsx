import { LineIcon } from "@/components/icons/line-icon";
import { AppWindow, Initials, MockCard, Pill } from "./app-window";

export interface CallFlowTexts {
  /** What the picture shows, for assistive technology. */
  label: string;
  businessName: string;
  number: string;
  /** The live call's status chip, e.g. "Live call · 00:41". */
  live: string;
  greeting: string;
  options: readonly { key: string; label: string }[];
  agent: string;
  handover: string;
  pulses: string;
  /** Card titles. */
  menuTitle: string;
  pathTitle: string;
}

const phoneIcon = (
  <LineIcon className="size-4">
    <path d="M5 4h3.5l1.5 4-2 1.5a11 11 0 0 0 6.5 6.5l1.5-2 4 1.5V19a1.5 1.5 0 0 1-1.5 1.5A15.5 15.5 0 0 1 3.5 5.5 1.5 1.5 0 0 1 5 4z" />
  </LineIcon>
);

/**
 * A voice call flow: the live call and its IVR menu (the key the caller pressed highlighted), and
 * beside it (below it under 512 px of its own width) the path the call took, from the AI agent to
 * a person, with the pulses it was billed.
 */
export function CallFlowMockup({ text, className }: { text: CallFlowTexts; className?: string }) {
  const [chosen] = text.options;
  return (
    <AppWindow label={text.label} title={`${text.businessName} · ${text.number}`} className={className}>
      <div className="grid gap-3 bg-surface p-4 @lg:grid-cols-2">
        <MockCard title={text.menuTitle}>
          <p className="flex items-center gap-2 text-xs font-semibold text-ink-900">
            <span className="grid size-7 place-items-center rounded-full bg-signal-500 text-ink-950">
              {phoneIcon}
            </span>
            <Pill tone="signal">{text.live}</Pill>
          </p>
          <p className="mt-3 rounded-xl rounded-tl-sm bg-ink-50 px-3 py-2 text-xs leading-snug text-ink-900">
            {text.greeting}
          </p>
          <ul className="mt-3 space-y-1.5">
            {text.options.map((option) => (
              <li
                key={option.key}
                className={
                  option === chosen
                    ? "flex items-center gap-2 rounded-md bg-signal-100 px-2 py-1 text-xs font-semibold text-ink-900"
                    : "flex items-center gap-2 px-2 py-1 text-xs text-ink-800"
                }
              >
                <span className="grid size-5 shrink-0 place-items-center rounded bg-white text-[0.6875rem] font-bold ring-1 ring-line">
                  {option.key}
                </span>
                <span className="truncate">{option.label}</span>
              </li>
            ))}
          </ul>
        </MockCard>
        <MockCard title={text.pathTitle}>
          <ol className="relative space-y-4 border-l-2 border-dashed border-line pl-4">
            <li className="relative text-xs leading-snug text-ink-900">
              <span className="absolute top-0.5 -left-[1.4rem] size-3 rounded-full bg-signal-500 ring-2 ring-white" />
              {chosen && <span className="font-semibold">{`${chosen.key} · ${chosen.label}`}</span>}
            </li>
            <li className="relative flex items-start gap-2 text-xs leading-snug text-ink-900">
              <span className="absolute top-0.5 -left-[1.4rem] size-3 rounded-full bg-ink-600 ring-2 ring-white" />
              <span className="grid size-6 shrink-0 place-items-center rounded-full bg-ink-900 text-[0.625rem] font-bold text-white">
                AI
              </span>
              {text.agent}
            </li>
            <li className="relative flex items-start gap-2 text-xs leading-snug text-ink-900">
              <span className="absolute top-0.5 -left-[1.4rem] size-3 rounded-full bg-ink-600 ring-2 ring-white" />
              <Initials name={text.businessName} className="size-6 text-[0.625rem]" />
              {text.handover}
            </li>
          </ol>
          <p className="mt-4">
            <Pill>{text.pulses}</Pill>
          </p>
        </MockCard>
      </div>
    </AppWindow>
  );
}
