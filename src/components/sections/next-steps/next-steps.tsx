import type { ReactNode } from "react";
import { LineIcon } from "@/components/icons/line-icon";

const icons: readonly ReactNode[] = [
  <LineIcon key="route" className="size-5">
    <path d="M4 6h10l3 3-3 3H4zM20 18H10l-3-3 3-3" />
  </LineIcon>,
  <LineIcon key="reply" className="size-5">
    <path d="M4 5h16v11H9l-5 4z" />
    <path d="M8 10h8" />
  </LineIcon>,
  <LineIcon key="call" className="size-5">
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </LineIcon>,
];

/**
 * What happens after a visitor writes to us, as a short vertical timeline on the dark hero: who
 * picks the message up, when they answer, and what comes after.
 */
export function NextSteps({ title, steps }: { title: string; steps: readonly string[] }) {
  return (
    <div className="rounded-card bg-white/5 p-6 ring-1 ring-white/10">
      <h2 className="text-lg font-semibold text-white">{title}</h2>
      <ol className="mt-5 space-y-5">
        {steps.map((step, i) => (
          <li key={step} className="relative flex gap-4">
            {i < steps.length - 1 && (
              <span aria-hidden="true" className="absolute top-11 bottom-[-1rem] left-5 w-px bg-white/15" />
            )}
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-signal-400/15 text-signal-300 ring-1 ring-signal-400/30">
              {icons[i % icons.length]}
            </span>
            <p className="pt-2 leading-7 text-ink-200">{step}</p>
          </li>
        ))}
      </ol>
    </div>
  );
}
