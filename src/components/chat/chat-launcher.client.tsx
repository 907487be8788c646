"use client";

import dynamic from "next/dynamic";
import { usePathname } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { openConsentPreferences } from "@/components/consent/consent-manager.client";
import { useSettled } from "@/components/ui/use-motion";
import {
  CHAT_FIRST_CHECK_MS,
  CONSENT_POLL_MS,
  chatPlan,
  type ChatConfig,
  type ChatPlan,
} from "@/features/chat/chat-plan";
import { loadThirdPartyChat, provideChatPlugin } from "@/features/chat/plugin";
import { ALL_ACCEPTED_KEY } from "@/features/consent/groups";
import type { Locale } from "@/i18n/routing";
import type { ChatPanelTexts } from "./chat-panel.client";

// The panel's code loads when the chat first opens.
const ChatPanel = dynamic(() => import("./chat-panel.client"), { ssr: false });

export interface ChatLauncherTexts {
  open: string;
  consentLabel: string;
  tooltip: string;
}

/**
 * SPEC §4 "Cookie consent": which chat this page may have, checked 1 s after load, then on every
 * route change and every 500 ms (a consent given or revoked in another tab or the preferences).
 */
function useChatPlan(config: ChatConfig, locale: Locale): ChatPlan | null {
  const pathname = usePathname();
  const started = useSettled(CHAT_FIRST_CHECK_MS);
  // The plan as text: a poll that finds nothing new changes nothing, so the same plan object stays.
  const [plan, setPlan] = useState("");

  useEffect(() => {
    if (!started) return;
    const check = () => {
      const allAccepted = sessionStorage.getItem(ALL_ACCEPTED_KEY) === "true";
      setPlan(JSON.stringify(chatPlan({ allAccepted, language: locale, pathname, config })));
    };
    check();
    const poll = window.setInterval(check, CONSENT_POLL_MS);
    return () => window.clearInterval(poll);
  }, [started, pathname, locale, config]);

  return useMemo(() => (plan ? (JSON.parse(plan) as ChatPlan) : null), [plan]);
}

/**
 * The support chat's floating button, on every page. With all cookies accepted, in English, the
 * chat loads: the site's own panel (the default) or the configured third-party script. Without
 * consent it is a button whose tooltip asks for it and which opens the consent preferences. In
 * other languages there is no support chat, and no button that would promise one.
 */
export function ChatLauncher({
  config,
  locale,
  texts,
  panelTexts,
}: {
  config: ChatConfig;
  locale: Locale;
  texts: ChatLauncherTexts;
  panelTexts: ChatPanelTexts;
}) {
  const plan = useChatPlan(config, locale);
  /** The element focus returns to when the panel closes; null while it is closed. */
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const [agent, setAgent] = useState("");
  // WCAG 1.4.13: Escape hides the tooltip without moving the pointer or the focus.
  const [tipHidden, setTipHidden] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!plan) return;
    if (!plan.load) {
      if (plan.reason === "invalid-app-id") console.warn(`Chat not loaded: ${plan.detail}`);
      return;
    }
    if (plan.provider === "first-party") {
      const remove = provideChatPlugin({
        setUserId: (_id, selectedAgent) => setAgent(selectedAgent),
        maximizeChat: () => setOpener((document.activeElement as HTMLElement | null) ?? buttonRef.current),
      });
      return () => {
        remove();
        setOpener(null); // the chat is gone: so is its panel
      };
    }
    let unload = () => {};
    const timer = window.setTimeout(
      () => (unload = loadThirdPartyChat(config.scriptUrl, plan.appId)),
      plan.delayMs,
    );
    return () => {
      window.clearTimeout(timer);
      unload();
    };
  }, [plan, config.scriptUrl]);

  if (!plan || (plan.load ? plan.provider !== "first-party" : plan.reason !== "consent")) return null;
  const consent = !plan.load;
  return (
    <div
      data-chat-launcher=""
      className="group fixed right-4 bottom-4 z-40 print:hidden"
      onKeyDown={(event) => event.key === "Escape" && setTipHidden(true)}
      onMouseLeave={() => setTipHidden(false)}
      onBlur={() => setTipHidden(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={consent ? texts.consentLabel : texts.open}
        aria-describedby={consent ? "chat-launcher-tip" : undefined}
        aria-haspopup="dialog"
        aria-expanded={consent ? undefined : opener !== null}
        onClick={consent ? openConsentPreferences : (event) => setOpener(event.currentTarget)}
        className="grid size-14 cursor-pointer place-items-center rounded-full bg-ink-900 text-white shadow-card ring-1 ring-white/20 transition-colors hover:bg-ink-700"
      >
        <svg
          viewBox="0 0 24 24"
          className="size-7"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
        >
          <path
            d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4A2.5 2.5 0 0 1 3 13.5z"
            strokeLinejoin="round"
          />
          <path d="M8 8.5h8M8 11.5h5" strokeLinecap="round" />
        </svg>
      </button>
      {consent && !tipHidden && (
        <span
          id="chat-launcher-tip"
          role="tooltip"
          className="pointer-events-none absolute right-0 bottom-full mb-3 w-64 rounded-xl bg-ink-900 px-4 py-3 text-sm text-white opacity-0 shadow-card transition-opacity group-focus-within:opacity-100 group-hover:opacity-100"
        >
          {texts.tooltip}
        </span>
      )}
      {opener && (
        <ChatPanel
          texts={panelTexts}
          agent={agent}
          onClose={() => {
            setOpener(null);
            setAgent("");
          }}
          returnFocusTo={opener}
        />
      )}
    </div>
  );
}
