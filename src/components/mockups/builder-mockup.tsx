import { clsx } from "clsx";
import { AppWindow } from "./app-window";
import type { MockupTexts } from "./mockup-texts";

type BuilderText = MockupTexts["builder"];
type NodeId = keyof BuilderText["nodes"];

/** Each step's colour, by what it does. */
const tone: Record<NodeId, string> = {
  trigger: "border-l-signal-500",
  ask: "border-l-ink-500",
  lookup: "border-l-amber-500",
  found: "border-l-ink-700",
  send: "border-l-signal-500",
  handover: "border-l-danger-700",
};

/**
 * The conversation builder: a palette of steps (from 512 px of its own width) beside a canvas with
 * an order-status flow that branches into an automatic answer or a hand-over to people.
 */
export function BuilderMockup({ text, className }: { text: BuilderText; className?: string }) {
  const node = (id: NodeId) => <FlowNode id={id} kind={text.nodes[id].kind} text={text.nodes[id].text} />;
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="flex">
        <ul className="hidden w-32 shrink-0 space-y-1.5 border-r border-line p-3 @lg:block">
          {text.palette.map((item) => (
            <li
              key={item}
              className="truncate rounded-md bg-surface px-2 py-1.5 text-[0.6875rem] font-semibold text-ink-800 ring-1 ring-line"
            >
              ⋮⋮ {item}
            </li>
          ))}
        </ul>
        <div className="min-w-0 flex-1 bg-[radial-gradient(var(--color-ink-200)_1px,transparent_1px)] [background-size:16px_16px] p-4">
          <div className="mb-3 flex justify-end gap-2 text-[0.6875rem] font-semibold">
            <span className="rounded-md bg-white px-2.5 py-1 text-ink-800 ring-1 ring-line">{text.test}</span>
            <span className="rounded-md bg-signal-500 px-2.5 py-1 text-ink-950">{text.publish}</span>
          </div>
          <ol className="mx-auto flex max-w-sm flex-col items-center">
            {node("trigger")}
            <Connector />
            {node("ask")}
            <Connector />
            {node("lookup")}
            <Connector />
            {node("found")}
            <li className="grid w-full grid-cols-2 gap-3">
              <ol className="flex flex-col items-center">
                <Connector label={text.yes} />
                {node("send")}
              </ol>
              <ol className="flex flex-col items-center">
                <Connector label={text.no} />
                {node("handover")}
              </ol>
            </li>
          </ol>
        </div>
      </div>
    </AppWindow>
  );
}

function FlowNode({ id, kind, text }: { id: NodeId; kind: string; text: string }) {
  return (
    <li
      className={clsx(
        "w-full rounded-lg border-l-4 bg-white px-3 py-2 shadow-card ring-1 ring-line",
        tone[id],
      )}
    >
      <span className="block text-[0.625rem] font-bold tracking-wide text-muted uppercase">{kind}</span>
      <span className="block text-xs leading-snug font-medium text-ink-900">{text}</span>
    </li>
  );
}

/** The line between two steps, with a branch's label on it. */
function Connector({ label }: { label?: string }) {
  return (
    <li className={clsx("flex flex-col items-center", label ? "h-10" : "h-5")}>
      <span className="w-px flex-1 bg-ink-300" />
      {label && (
        <span className="-my-0.5 rounded-pill bg-ink-900 px-1.5 text-[0.625rem] leading-4 font-semibold text-white">
          {label}
        </span>
      )}
      <span className="w-px flex-1 bg-ink-300" />
    </li>
  );
}
