import type { CSSProperties } from "react";
import { Container } from "@/components/layout/container";
import { StaticImage } from "@/components/ui/static-image";
import { SectionHeading } from "../section-heading";
import { NODE_ORBIT, nodePlace } from "./layout";
import { systemIcons, type SystemIcon } from "./system-icons";

export type { SystemIcon };

export interface CustomerDiagramNode {
  id: string;
  /** The system or channel, e.g. "CRM". */
  label: string;
  /** What it adds to the conversation, e.g. "Profile, consent and past orders". */
  detail?: string;
  icon: SystemIcon;
}

export interface CustomerDiagramProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  /** The customer at the centre, e.g. { name: "Sara", detail: "Customer since 2021" }. */
  customer: { name: string; detail?: string };
  /** Accessible name of the list of nodes, e.g. "Systems connected to Sara's conversation". */
  listLabel: string;
  /** Three to six nodes read best. */
  nodes: readonly CustomerDiagramNode[];
}

/**
 * SPEC §2 "customer diagram": one customer at the centre, linked by lines to the business's systems
 * and channels. From 768 px the nodes sit round the customer; on phones they are a list under the
 * customer, joined by one line. Either way it is the customer card followed by a named list.
 */
export function CustomerDiagram({ id, title, lead, customer, listLabel, nodes }: CustomerDiagramProps) {
  const titleId = `${id}-title`;
  const places = nodes.map((_, i) => nodePlace(i, nodes.length));
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        <div className="relative mx-auto mt-12 max-w-md md:aspect-[16/11] md:max-w-4xl">
          <svg
            aria-hidden="true"
            data-testid="customer-diagram-lines"
            viewBox="0 0 100 100"
            preserveAspectRatio="none"
            className="absolute inset-0 hidden size-full text-ink-500/50 md:block"
          >
            <ellipse
              cx="50"
              cy="50"
              rx={NODE_ORBIT.x}
              ry={NODE_ORBIT.y}
              fill="none"
              stroke="currentColor"
              strokeOpacity="0.7"
              strokeDasharray="2 6"
              vectorEffect="non-scaling-stroke"
            />
            {places.map((p, i) => (
              <line
                key={nodes[i]!.id}
                x1="50"
                y1="50"
                x2={p.left}
                y2={p.top}
                stroke="currentColor"
                strokeWidth="2"
                strokeDasharray="6 5"
                vectorEffect="non-scaling-stroke"
              />
            ))}
          </svg>

          <div className="relative z-10 flex flex-col items-center rounded-card bg-ink-900 px-5 py-4 text-center text-white shadow-card md:absolute md:top-1/2 md:left-1/2 md:w-44 md:-translate-1/2">
            <StaticImage
              src="/illustrations/sections/customer-profile.svg"
              alt=""
              width={96}
              height={96}
              className="size-16"
            />
            <p className="mt-2 text-lg font-semibold">{customer.name}</p>
            {customer.detail && <p className="mt-0.5 text-sm text-ink-200">{customer.detail}</p>}
          </div>

          <ul
            aria-label={listLabel}
            className="relative mt-4 ml-6 space-y-3 border-l-2 border-dashed border-ink-200 pl-5 md:static md:m-0 md:border-0 md:p-0"
          >
            {nodes.map((node, i) => (
              <li
                key={node.id}
                style={{ "--x": `${places[i]!.left}%`, "--y": `${places[i]!.top}%` } as CSSProperties}
                className="relative flex items-start gap-3 rounded-2xl bg-white p-4 shadow-card ring-1 ring-line md:absolute md:top-(--y) md:left-(--x) md:w-48 md:-translate-1/2 lg:w-52"
              >
                <span
                  aria-hidden="true"
                  className="absolute top-1/2 -left-[1.625rem] size-2.5 -translate-y-1/2 rounded-full bg-signal-500 md:hidden"
                />
                <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-signal-100 text-signal-600">
                  {systemIcons[node.icon]}
                </span>
                <div className="min-w-0">
                  <p className="font-semibold text-ink-900">{node.label}</p>
                  {node.detail && <p className="mt-0.5 text-sm leading-5 text-muted">{node.detail}</p>}
                </div>
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
