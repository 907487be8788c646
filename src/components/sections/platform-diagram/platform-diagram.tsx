import type { CSSProperties } from "react";
import { Container } from "@/components/layout/container";
import { channelIcons } from "@/components/icons/channel-icons";
import { StaticImage } from "@/components/ui/static-image";
import { SectionHeading } from "../section-heading";
import { ORBIT_RADIUS, ORBIT_RADIUS_NARROW } from "./orbit";
import { OrbitNodes } from "./orbit-nodes.client";

export { ORBIT_RADIUS, ORBIT_RADIUS_NARROW, ORBIT_STEP_MS, orbitPosition } from "./orbit";

export type PlatformChannelId = keyof typeof channelIcons;

export interface PlatformNode {
  id: PlatformChannelId;
  label: string;
  text: string;
}

export interface PlatformDiagramProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  /** The platform at the centre of the orbit, e.g. "Orbitalk". */
  platformName: string;
  /** Accessible name of the list of nodes, e.g. "Channels on the Orbitalk platform". */
  listLabel: string;
  nodes: readonly PlatformNode[];
}

/**
 * SPEC §2 "platform diagram": the platform at the centre and its channels orbiting it on a circle
 * of 200 px (150 px below 992 px). The orbit is decorative and hidden from assistive technology;
 * the same channels are listed, with a line each, beside it.
 */
export function PlatformDiagram({ id, title, lead, platformName, listLabel, nodes }: PlatformDiagramProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-surface py-20 render-when-near md:py-24">
      <Container className="grid items-center gap-12 lg:grid-cols-2 lg:gap-16">
        <div>
          <SectionHeading id={titleId} title={title} lead={lead} />
          <ul aria-label={listLabel} className="mt-10 space-y-6">
            {nodes.map((node) => (
              <li key={node.id} className="flex gap-4">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-white text-ink-700 ring-1 ring-line">
                  {channelIcons[node.id]}
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{node.label}</h3>
                  <p className="mt-1 leading-7 text-muted">{node.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
        <OrbitVisual platformName={platformName} nodes={nodes} />
      </Container>
    </section>
  );
}

/** Both radii as CSS variables; `--r` picks one at the 992 px breakpoint. */
const radii = {
  "--orbit-r": `${ORBIT_RADIUS}px`,
  "--orbit-r-narrow": `${ORBIT_RADIUS_NARROW}px`,
} as CSSProperties;

function OrbitVisual({ platformName, nodes }: Pick<PlatformDiagramProps, "platformName" | "nodes">) {
  return (
    <div
      aria-hidden="true"
      data-testid="orbit-visual"
      className="-mx-4 flex justify-center overflow-hidden py-10 bg-hero md:mx-0 md:rounded-card md:py-14"
    >
      <div
        style={radii}
        className="relative size-[calc(var(--r)*2+2.5rem)] [--r:var(--orbit-r-narrow)] md:size-[calc(var(--r)*2+3.5rem)] lg:[--r:var(--orbit-r)]"
      >
        <span className="absolute top-1/2 left-1/2 size-[calc(var(--r)*2)] -translate-1/2 rounded-full border border-white/20" />
        <span className="absolute top-1/2 left-1/2 size-[calc(var(--r)*1.3)] -translate-1/2 rounded-full border border-dashed border-white/10" />
        <div className="absolute top-1/2 left-1/2 -translate-1/2">
          <StaticImage
            src="/illustrations/sections/platform-core.svg"
            alt=""
            width={112}
            height={112}
            className="size-24 md:size-28"
          />
          <span className="absolute top-full left-1/2 mt-1 -translate-x-1/2 text-sm font-semibold whitespace-nowrap text-white">
            {platformName}
          </span>
        </div>
        <OrbitNodes
          nodes={nodes.map((node) => ({ id: node.id, label: node.label, icon: channelIcons[node.id] }))}
        />
      </div>
    </div>
  );
}
