import { Container } from "@/components/layout/container";
import { SectionHeading } from "@/components/sections/section-heading";
import { pulses } from "@/features/pricing/skus";

/** Call lengths of the worked example: under, exactly at and just over ten pulses. */
const DURATIONS = [56, 60, 61] as const;

export interface PulseExampleProps {
  id: string;
  title: string;
  lead: string;
  duration: string;
  pulses: string;
  /** "{seconds} s" */
  seconds: string;
  note: string;
}

/** How outbound WhatsApp calls are billed: a worked example of 6-second pulses. */
export function PulseExample({
  id,
  title,
  lead,
  duration,
  pulses: pulsesLabel,
  seconds,
  note,
}: PulseExampleProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-16 render-when-near md:py-20">
      <Container className="grid items-start gap-10 lg:grid-cols-2">
        <SectionHeading id={titleId} title={title} lead={lead} />
        <div>
          <table className="w-full overflow-hidden rounded-card bg-white text-left ring-1 ring-line">
            <thead>
              <tr className="border-b border-line text-xs tracking-wide text-muted uppercase">
                <th scope="col" className="px-5 py-3 font-semibold">
                  {duration}
                </th>
                <th scope="col" className="px-5 py-3 text-right font-semibold">
                  {pulsesLabel}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {DURATIONS.map((s) => (
                <tr key={s}>
                  <th scope="row" className="px-5 py-3 font-semibold text-ink-900 tabular-nums">
                    {seconds.replace("{seconds}", String(s))}
                  </th>
                  <td className="px-5 py-3 text-right text-lg font-bold text-ink-900 tabular-nums">
                    {pulses(s)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-4 leading-7 text-muted">{note}</p>
        </div>
      </Container>
    </section>
  );
}
