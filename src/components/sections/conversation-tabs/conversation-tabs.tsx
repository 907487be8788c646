import { Container } from "@/components/layout/container";
import { ButtonLink } from "@/components/ui/button-link";
import type { ChatMessage } from "@/features/chat/timeline";
import { ConversationSwitcher, type ConversationTabsLabels } from "./conversation-tabs.client";
import { StaticThread } from "./static-thread.client";
import { SectionHeading } from "../section-heading";

export type { ConversationTabsLabels };

/** SPEC §3 "Tab" with a conversation instead of an image. */
export interface ConversationTab {
  /** The tab's value: stable, unique in the section, the same in every locale. */
  name: string;
  /** The tab's label. */
  title: string;
  desc: string;
  list?: readonly string[];
  ctaText?: string;
  ctaLink?: string;
  /** The business in the chat header (a fictional customer from src/data/company.ts). */
  businessName: string;
  customerName: string;
  /** Under the business name, e.g. "Business account". */
  status: string;
  messages: readonly ChatMessage[];
}

export interface ConversationTabsProps {
  /** Section id; the heading's id is `${id}-title`. */
  id: string;
  title: string;
  lead?: string;
  tabs: readonly ConversationTab[];
  labels: ConversationTabsLabels & {
    /** Caption of each phone, e.g. "Example WhatsApp conversation": the business name follows. */
    conversation: string;
  };
}

/**
 * Use cases as tabs, each a WhatsApp-style conversation on a phone beside a short description;
 * previous/next buttons step through them. The conversations are static (no autoplay) and all in
 * the prerendered HTML; the drawing is hidden from assistive technology, which gets each
 * conversation as a list instead.
 */
export function ConversationTabs({ id, title, lead, tabs, labels }: ConversationTabsProps) {
  const titleId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={titleId} className="bg-white py-20 render-when-near md:py-24">
      <Container>
        <SectionHeading id={titleId} title={title} lead={lead} />
        {tabs.length > 0 && (
          <div className="mt-10">
            <ConversationSwitcher
              labelledBy={titleId}
              tabs={tabs.map(({ name, title }) => ({ name, title }))}
              labels={{ previous: labels.previous, next: labels.next }}
              panels={tabs.map((tab) => (
                <ConversationPanel key={tab.name} tab={tab} caption={labels.conversation} />
              ))}
            />
          </div>
        )}
      </Container>
    </section>
  );
}

function ConversationPanel({ tab, caption }: { tab: ConversationTab; caption: string }) {
  return (
    <div className="grid items-center gap-10 rounded-card bg-surface p-4 ring-1 ring-line sm:p-6 md:p-10 lg:grid-cols-2 lg:gap-16">
      <div>
        <p className="text-lg leading-8 text-ink-900">{tab.desc}</p>
        {tab.list && tab.list.length > 0 && (
          <ul className="mt-6 list-disc space-y-2 pl-5 leading-7 text-muted marker:text-signal-500">
            {tab.list.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
        {tab.ctaText && tab.ctaLink && (
          <ButtonLink href={tab.ctaLink} variant="dark" className="mt-8" wrap>
            {tab.ctaText}
          </ButtonLink>
        )}
      </div>
      <Phone tab={tab} caption={caption} />
    </div>
  );
}

/**
 * The phone of the hero's chat mockup, drawn still. It grows with a long conversation (or a long
 * translation) instead of cutting messages off.
 */
function Phone({ tab, caption }: { tab: ConversationTab; caption: string }) {
  return (
    <figure className="relative mx-auto w-72 max-w-full md:w-80">
      <figcaption className="sr-only">
        {caption}: {tab.businessName}
      </figcaption>
      <div
        aria-hidden="true"
        className="relative flex min-h-140 flex-col overflow-hidden rounded-phone border-8 border-ink-900 bg-chat-bg shadow-phone"
      >
        <div className="flex items-center gap-3 bg-chat-head px-4 pt-6 pb-3 text-white">
          <span className="grid size-9 place-items-center rounded-full bg-white/90 text-sm font-bold text-chat-head">
            {tab.businessName.slice(0, 1)}
          </span>
          <span className="min-w-0">
            <span className="block truncate text-sm font-semibold">{tab.businessName}</span>
            <span className="block text-xs text-white/80">{tab.status}</span>
          </span>
        </div>
        <div className="flex-1">
          <StaticThread messages={tab.messages} />
        </div>
      </div>
      <ol className="sr-only">
        {tab.messages.map((m, i) => (
          <li key={i}>
            {m.type === "incoming" ? tab.businessName : tab.customerName} ({m.timestamp}): {m.text}
            {m.buttons && ` [${m.buttons.join(" | ")}]`}
            {m.cards && ` [${m.cards.map((c) => `${c.title} ${c.text}`).join(" | ")}]`}
          </li>
        ))}
      </ol>
    </figure>
  );
}
