import { channelIcons } from "@/components/icons/channel-icons";
import { AppWindow, ContactLine } from "./app-window";

const three = [0, 1, 2];

export interface WidgetMockupText {
  label: string;
  name: string;
  status: string;
  greeting: string;
  button: string;
}

/**
 * A business's web page with the chat button in its corner and the chat card open above it: what
 * the widget generator makes. The page itself is drawn as grey blocks, so the widget stands out.
 */
export function WidgetMockup({ text, className }: { text: WidgetMockupText; className?: string }) {
  return (
    <AppWindow label={text.label} title="yourbusiness.com" className={className}>
      <div className="relative min-h-96 bg-white p-5">
        <div className="space-y-3">
          <div className="flex items-center justify-between">
            <span className="h-4 w-24 rounded bg-ink-100" />
            <span className="flex gap-2">
              {three.map((i) => (
                <span key={i} className="h-2.5 w-10 rounded bg-ink-100" />
              ))}
            </span>
          </div>
          <div className="h-28 rounded-lg bg-surface" />
          <span className="block h-3 w-3/4 rounded bg-ink-100" />
          <span className="block h-3 w-1/2 rounded bg-ink-100" />
          <div className="grid grid-cols-3 gap-3 pt-2">
            {three.map((i) => (
              <span key={i} className="h-16 rounded-lg bg-surface" />
            ))}
          </div>
        </div>
        <div className="absolute right-4 bottom-4 flex w-64 max-w-[calc(100%-2rem)] flex-col items-end gap-3">
          <div className="w-full overflow-hidden rounded-xl bg-chat-bg shadow-phone">
            <ContactLine
              name={text.name}
              detail={text.status}
              onDark
              className="bg-chat-head px-3 py-2.5 text-white"
            />
            <div className="p-3">
              <p className="w-fit max-w-[90%] rounded-lg rounded-tl-sm bg-white px-3 py-2 text-xs leading-snug shadow-sm">
                {text.greeting}
              </p>
              <p className="mt-3 rounded-pill bg-signal-500 py-2 text-center text-xs font-semibold text-ink-950">
                {text.button}
              </p>
            </div>
          </div>
          <span className="grid size-12 place-items-center rounded-full bg-signal-500 text-ink-950 shadow-phone">
            {channelIcons.whatsapp}
          </span>
        </div>
      </div>
    </AppWindow>
  );
}
