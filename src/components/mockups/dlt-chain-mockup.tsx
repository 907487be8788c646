import type { ReactNode } from "react";
import type dlt from "../../../messages/en/dlt.json";
import { AppWindow, Pill } from "./app-window";

type ChainText = (typeof dlt)["hero"]["visual"];

/** The template as registered, and a message sent from it (brand and values are examples). */
const TEMPLATE = ["Dear ", ", your order ", " has been shipped. - Orbitalk"];
const VALUES = ["Asha", "OR-1042"];

function Row({
  step,
  title,
  detail,
  status,
}: {
  step: number;
  title: string;
  detail: ReactNode;
  status: ReactNode;
}) {
  return (
    <li className="flex items-start gap-3 border-t border-line px-4 py-3 first:border-t-0">
      <span className="grid size-6 shrink-0 place-items-center rounded-full bg-ink-100 text-[0.6875rem] font-bold text-ink-700">
        {step}
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-[0.625rem] font-bold tracking-wide text-muted uppercase">{title}</p>
        <div className="mt-0.5 text-xs text-ink-900">{detail}</div>
      </div>
      <div className="shrink-0">{status}</div>
    </li>
  );
}

/**
 * The DLT page's hero: one business's registration chain on a DLT portal, from the entity to a
 * delivered message, each link approved. English only, like the DLT pages.
 */
export function DltChainMockup({ text }: { text: ChainText }) {
  const variable = (
    <span className="rounded-sm bg-amber-100 px-0.5 font-semibold text-amber-800">{"{#var#}"}</span>
  );
  return (
    <AppWindow label={text.label} title={text.title}>
      <ol className="bg-white">
        <Row
          step={1}
          title={text.entity}
          detail={
            <>
              {text.entityId} <span className="font-mono">1201 •••• •••• •••• 042</span>
            </>
          }
          status={<Pill tone="signal">{text.approved}</Pill>}
        />
        <Row
          step={2}
          title={text.telemarketer}
          detail="Orbitalk"
          status={<Pill tone="signal">{text.linked}</Pill>}
        />
        <Row
          step={3}
          title={text.header}
          detail={
            <>
              <span className="font-mono font-semibold">ORBTLK</span> · {text.category}
            </>
          }
          status={<Pill tone="signal">{text.shared}</Pill>}
        />
        <Row
          step={4}
          title={text.template}
          detail={
            <span className="font-mono text-[0.6875rem] leading-5">
              {TEMPLATE[0]}
              {variable}
              {TEMPLATE[1]}
              {variable}
              {TEMPLATE[2]}
            </span>
          }
          status={<Pill tone="signal">{text.approved}</Pill>}
        />
      </ol>
      <div className="border-t border-line bg-surface p-4">
        <div className="flex items-center justify-between gap-2">
          <p className="text-[0.625rem] font-bold tracking-wide text-muted uppercase">{text.message}</p>
          <Pill tone="signal">✓ {text.delivered}</Pill>
        </div>
        <p className="mt-2 rounded-lg bg-white p-3 text-xs leading-5 text-ink-900 ring-1 ring-line">
          <span className="mb-1 block font-mono text-[0.625rem] font-semibold text-muted">ORBTLK</span>
          {TEMPLATE[0]}
          <mark className="rounded-sm bg-signal-100 px-0.5 text-ink-900">{VALUES[0]}</mark>
          {TEMPLATE[1]}
          <mark className="rounded-sm bg-signal-100 px-0.5 text-ink-900">{VALUES[1]}</mark>
          {TEMPLATE[2]}
        </p>
        <p className="mt-2 text-[0.6875rem] font-semibold text-signal-600">{text.matches}</p>
      </div>
    </AppWindow>
  );
}
