import { AppWindow, MockCard, Pill } from "./app-window";

export interface ConnectedSystem {
  /** The product as the customer knows it, e.g. "Shopify": drawn as text on a neutral tile, never a logo. */
  name: string;
  /** e.g. "Connected · synced 2 min ago". */
  status: string;
  /** The event the system sends, as the API names it, e.g. "order.shipped". */
  trigger: string;
  /** What Orbitalk does with it, e.g. "WhatsApp template ‘shipping_update’". */
  action: string;
}

export interface ConnectionsTexts {
  /** What the picture shows, for assistive technology. */
  label: string;
  /** The window's title, e.g. "Orbitalk · Integrations". */
  title: string;
  /** Title of the list of connected systems. */
  connected: string;
  systems: readonly ConnectedSystem[];
  /** One line of the webhook delivery log. */
  log: {
    title: string;
    status: string;
    request: string;
    event: string;
    time: string;
    signed: string;
  };
}

/**
 * The Integrations screen: the systems a business connected, each with its sync status and the
 * event it sends (two columns from 512 px of its own width), and one line of the webhook delivery
 * log. Vendors are monogram tiles with the product's name as text, not copies of their logos.
 */
export function ConnectionsMockup({ text, className }: { text: ConnectionsTexts; className?: string }) {
  return (
    <AppWindow label={text.label} title={text.title} className={className}>
      <div className="space-y-3 bg-surface p-4">
        <p className="text-[0.625rem] font-bold tracking-wide text-muted uppercase">{text.connected}</p>
        <ul className="grid gap-2 @lg:grid-cols-2">
          {text.systems.map((system) => (
            <li key={system.name} className="min-w-0 rounded-lg bg-white p-3 ring-1 ring-line">
              <div className="flex items-center gap-2.5">
                <Monogram name={system.name} />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-ink-900">{system.name}</span>
                  <span className="flex items-baseline gap-1 text-[0.6875rem] leading-4 text-signal-600">
                    <span className="size-1.5 shrink-0 -translate-y-px rounded-full bg-signal-500" />
                    {system.status}
                  </span>
                </span>
              </div>
              <p className="mt-2.5 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-[0.6875rem] leading-4">
                <code className="rounded bg-ink-50 px-1.5 py-0.5 font-mono text-ink-900">
                  {system.trigger}
                </code>
                <span className="text-ink-500">→</span>
                <span className="text-ink-800">{system.action}</span>
              </p>
            </li>
          ))}
        </ul>
        <MockCard title={text.log.title}>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-[0.6875rem] leading-4">
            <Pill tone="signal">{text.log.status}</Pill>
            <span className="font-mono text-ink-900">{text.log.request}</span>
            <span className="font-mono text-muted">{text.log.event}</span>
            <span className="text-muted @md:ml-auto">{text.log.time}</span>
          </p>
          <p className="mt-1.5 text-[0.625rem] text-muted">{text.log.signed}</p>
        </MockCard>
      </div>
    </AppWindow>
  );
}

/** A neutral tile with the product's initials: naming what a customer connects claims no partnership. */
function Monogram({ name }: { name: string }) {
  // "Zoho CRM" → "ZC"; one word gives two letters ("Sh", "Sa"), so Shopify and Salesforce differ.
  const words = name.split(/\s+/);
  const initials =
    words.length > 1
      ? words
          .map((word) => word.slice(0, 1))
          .join("")
          .slice(0, 2)
      : name.slice(0, 2);
  return (
    <span className="grid size-8 shrink-0 place-items-center rounded-lg bg-ink-100 text-xs font-bold text-ink-700">
      {initials}
    </span>
  );
}
