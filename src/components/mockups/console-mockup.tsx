import type { ReactNode } from "react";
import { LineIcon } from "@/components/icons/line-icon";
import { cn } from "@/lib/cn";
import { AppWindow, ChannelBadge, MockCard, Pill, type Channel } from "./app-window";

/** The channels the console counts: the kit's four, and the chat window on the business's website. */
type ConsoleChannel = Exclude<Channel, "ai"> | "webchat";
type NavItem = "inbox" | "flows" | "campaigns" | "contacts" | "analytics" | "integrations";

export interface ConsoleTexts {
  /** What the picture shows, for assistive technology; it says the figures are example data. */
  label: string;
  /** The window's title, e.g. "Conversation Cloud · Lumavale Home". */
  title: string;
  nav: Readonly<Record<NavItem, string>>;
  /** The home screen's heading, e.g. "Today", and the chip beside it, e.g. "Live". */
  heading: string;
  live: string;
  tiles: { conversations: string; resolvedByAi: string; firstReply: string };
  channelsTitle: string;
  channels: Readonly<Record<ConsoleChannel, string>>;
  listTitle: string;
  /** Live conversations, in the order of `liveChannels` (one per channel). */
  conversations: readonly { name: string; preview: string; status: string }[];
}

const nav: readonly NavItem[] = ["inbox", "flows", "campaigns", "contacts", "analytics", "integrations"];

/** Today's conversations per channel (example data); the bars are drawn to scale, largest first. */
const today: readonly (readonly [ConsoleChannel, number])[] = [
  ["whatsapp", 1462],
  ["webchat", 538],
  ["rcs", 472],
  ["voice", 391],
  ["sms", 321],
];
const total = today.reduce((sum, [, count]) => sum + count, 0);
const largest = Math.max(...today.map(([, count]) => count));
const RESOLVED_BY_AI = 0.64;
const FIRST_REPLY_SECONDS = 41;

/** The channel of each live conversation, and the tone of its status chip. */
const liveChannels: readonly ConsoleChannel[] = ["whatsapp", "webchat", "voice", "rcs", "sms"];
const liveTones = ["signal", "signal", "ink", "amber", "ink"] as const;

/**
 * The Conversation Cloud console's home screen: the workspace's sections in a sidebar (icons only
 * under 448 px of its own width), today's figures, today's conversations by channel as bars, and
 * the conversations going on now with the channel each came in on. Numbers are formatted for
 * `locale`; the figures are example data, which the label says.
 */
export function ConsoleMockup({
  text,
  locale,
  className,
}: {
  text: ConsoleTexts;
  locale: string;
  className?: string;
}) {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: "percent" });
  const seconds = new Intl.NumberFormat(locale, { style: "unit", unit: "second", unitDisplay: "narrow" });
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="flex">
        <ul className="w-11 shrink-0 space-y-1 border-r border-line py-3 @md:w-36 @md:px-2 @lg:w-40">
          {nav.map((item) => (
            <li
              key={item}
              className="flex items-center justify-center gap-2 rounded-md py-1.5 text-xs font-semibold text-ink-800 @md:justify-start @md:px-2"
            >
              <span className="text-ink-600">{navIcons[item]}</span>
              <span className="hidden truncate @md:block">{text.nav[item]}</span>
            </li>
          ))}
        </ul>
        <div className="min-w-0 flex-1 space-y-3 bg-surface p-3 @sm:p-4">
          <p className="flex items-center gap-2 text-sm font-bold text-ink-900">
            {text.heading}
            <Pill tone="signal">{text.live}</Pill>
          </p>
          <dl className="grid grid-cols-2 gap-2 @md:grid-cols-3">
            <Tile label={text.tiles.conversations} value={number.format(total)} />
            <Tile label={text.tiles.resolvedByAi} value={percent.format(RESOLVED_BY_AI)} />
            <Tile
              label={text.tiles.firstReply}
              value={seconds.format(FIRST_REPLY_SECONDS)}
              className="hidden @md:flex"
            />
          </dl>
          <MockCard title={text.channelsTitle}>
            <ul className="space-y-1.5">
              {today.map(([channel, count]) => (
                <li key={channel} className="flex items-center gap-2 text-[0.6875rem]">
                  <span className="w-16 shrink-0 truncate text-ink-800 @md:w-20">
                    {text.channels[channel]}
                  </span>
                  <span className="h-2 flex-1 rounded-pill bg-ink-100">
                    <span
                      className="block h-full rounded-pill bg-signal-500"
                      style={{ width: `${(count / largest) * 100}%` }}
                    />
                  </span>
                  <span className="w-10 shrink-0 text-right font-semibold text-ink-900">
                    {number.format(count)}
                  </span>
                </li>
              ))}
            </ul>
          </MockCard>
          <MockCard title={text.listTitle}>
            <ul className="divide-y divide-line">
              {text.conversations.map((c, i) => {
                const channel = liveChannels[i % liveChannels.length]!;
                return (
                  <li key={c.name} className="flex items-center gap-2 py-1.5">
                    <Badge channel={channel} />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-xs font-semibold text-ink-900">{c.name}</span>
                      <span className="block truncate text-[0.6875rem] text-muted">{c.preview}</span>
                    </span>
                    <span className="max-w-[40%] shrink-0">
                      <Pill tone={liveTones[i % liveTones.length]}>{c.status}</Pill>
                    </span>
                  </li>
                );
              })}
            </ul>
          </MockCard>
        </div>
      </div>
    </AppWindow>
  );
}

function Tile({ label, value, className }: { label: string; value: string; className?: string }) {
  return (
    <div className={cn("flex min-w-0 flex-col rounded-lg bg-white p-2.5 ring-1 ring-line", className)}>
      <dt className="order-2 truncate text-[0.625rem] text-muted">{label}</dt>
      <dd className="order-1 text-base font-bold text-ink-900">{value}</dd>
    </div>
  );
}

/** A channel's badge; web chat, which the kit's channel icons do not draw, gets its own. */
function Badge({ channel }: { channel: ConsoleChannel }) {
  if (channel !== "webchat") return <ChannelBadge channel={channel} />;
  return (
    <span className="grid size-6 shrink-0 place-items-center rounded-full bg-signal-100 text-signal-600">
      <LineIcon className="size-3.5">
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <path d="M3 8.5h18M7.5 12.5h9v3.5h-5.5l-3.5 2.5z" />
      </LineIcon>
    </span>
  );
}

const navIcons: Readonly<Record<NavItem, ReactNode>> = {
  inbox: (
    <LineIcon className="size-4">
      <path d="M3 13h5l1.5 2.5h5L16 13h5" />
      <path d="M5.5 5h13L21 13v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-5z" />
    </LineIcon>
  ),
  flows: (
    <LineIcon className="size-4">
      <rect x="3" y="3" width="6" height="5" rx="1" />
      <rect x="15" y="3" width="6" height="5" rx="1" />
      <rect x="15" y="16" width="6" height="5" rx="1" />
      <path d="M9 5.5h6M6 8v8.5a2 2 0 0 0 2 2h7" />
    </LineIcon>
  ),
  campaigns: (
    <LineIcon className="size-4">
      <path d="M3.5 10v4a1 1 0 0 0 1 1H7l6 4.5v-15L7 9H4.5a1 1 0 0 0-1 1z" />
      <path d="M17 9a4 4 0 0 1 0 6M19.5 6.5a7.5 7.5 0 0 1 0 11" />
    </LineIcon>
  ),
  contacts: (
    <LineIcon className="size-4">
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20a6.5 6.5 0 0 1 13 0" />
      <path d="M16.5 4.8a3.5 3.5 0 0 1 0 6.4M18 14.2a6.5 6.5 0 0 1 3.5 5.8" />
    </LineIcon>
  ),
  analytics: (
    <LineIcon className="size-4">
      <path d="M3 3v16.5a1.5 1.5 0 0 0 1.5 1.5H21" />
      <path d="M8 17v-4M12 17V9M16 17v-6M20 17V6" />
    </LineIcon>
  ),
  integrations: (
    <LineIcon className="size-4">
      <path d="M9 3v4M15 3v4" />
      <path d="M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0z" />
      <path d="M12 16v5" />
    </LineIcon>
  ),
};
