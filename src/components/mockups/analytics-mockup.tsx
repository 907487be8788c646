import { AppWindow, MockCard } from "./app-window";
import type { MockupTexts } from "./mockup-texts";

/** Conversations a day per channel (hundreds), Monday to Sunday: WhatsApp, RCS, voice, SMS. */
const week = [
  [11, 3, 2, 2],
  [12, 3, 2, 2],
  [13, 4, 3, 2],
  [12, 4, 2, 2],
  [15, 5, 3, 2],
  [10, 3, 1, 1],
  [8, 2, 1, 1],
];
const colors = [
  "var(--color-signal-500)",
  "var(--color-ink-600)",
  "var(--color-ink-300)",
  "var(--color-amber-400)",
];
const CHART_HEIGHT = 120;
const UNIT = CHART_HEIGHT / 26;

/**
 * The analytics dashboard: four headline figures, a week of conversations stacked by channel (an
 * SVG that scales with its box) and the top questions, beside the chart from 512 px of its width.
 */
export function AnalyticsMockup({ text, className }: { text: MockupTexts["analytics"]; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="space-y-3 bg-surface p-4">
        <dl className="grid grid-cols-2 gap-3 @lg:grid-cols-4">
          {text.kpis.map((kpi) => (
            <div key={kpi.label} className="flex flex-col rounded-lg bg-white p-3 ring-1 ring-line">
              <dt className="order-2 truncate text-[0.6875rem] text-muted">{kpi.label}</dt>
              <dd className="order-1 flex items-baseline gap-1.5">
                <span className="text-base font-bold text-ink-900">{kpi.value}</span>
                <span className="text-[0.625rem] font-semibold text-signal-600">{kpi.delta}</span>
              </dd>
            </div>
          ))}
        </dl>
        <div className="grid gap-3 @lg:grid-cols-[1fr_10rem]">
          <MockCard title={text.chart}>
            <svg
              viewBox={`0 0 ${week.length * 40} ${CHART_HEIGHT}`}
              className="h-32 w-full"
              preserveAspectRatio="none"
            >
              {week.map((day, d) => {
                let top = CHART_HEIGHT;
                return day.map((value, s) => {
                  top -= value * UNIT;
                  return (
                    <rect
                      key={`${d}-${s}`}
                      x={d * 40 + 8}
                      y={top}
                      width="24"
                      height={value * UNIT}
                      fill={colors[s]}
                    />
                  );
                });
              })}
            </svg>
            <ul className="mt-1 grid grid-cols-7 text-center text-[0.625rem] text-muted">
              {text.days.map((day) => (
                <li key={day}>{day}</li>
              ))}
            </ul>
            <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-[0.625rem] text-muted">
              {text.channels.map((name, i) => (
                <li key={name} className="flex items-center gap-1">
                  <span className="size-2 rounded-sm" style={{ background: colors[i] }} />
                  {name}
                </li>
              ))}
            </ul>
          </MockCard>
          <MockCard title={text.intents}>
            <ol className="space-y-2">
              {text.intentItems.map((item) => (
                <li key={item.label} className="flex justify-between gap-2 text-xs">
                  <span className="truncate text-ink-900">{item.label}</span>
                  <span className="font-semibold text-ink-700">{item.value}</span>
                </li>
              ))}
            </ol>
          </MockCard>
        </div>
      </div>
    </AppWindow>
  );
}
