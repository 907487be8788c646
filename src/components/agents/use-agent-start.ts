"use client";

import { useEffect, useRef, useState } from "react";
import { openConsentPreferences } from "@/components/consent/consent-manager.client";
import { AGENT_START_DELAY_MS } from "@/features/agents/catalogue";
import { chatUtmParts } from "@/features/chat/plugin-args";
import { startChat } from "@/features/chat/plugin";
import { ALL_ACCEPTED_KEY } from "@/features/consent/groups";
import { storedUtm } from "@/features/leads/browser";

/**
 * SPEC §4–5 'Agent start'. Without every cookie group accepted, the consent preferences open and
 * nothing starts. Otherwise the agent's card spins (the others wait) for 2 s, then the chat opens
 * with that agent (`setUserId`, then `maximizeChat`) and the spinner clears.
 */
export function useAgentStart() {
  const [starting, setStarting] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const begin = (id: string, chatName: string) => {
    if (starting) return;
    setFailed(false);
    if (sessionStorage.getItem(ALL_ACCEPTED_KEY) !== "true") {
      openConsentPreferences();
      return;
    }
    setStarting(id);
    timer.current = window.setTimeout(() => {
      setStarting(null);
      setFailed(!startChat(chatName, chatUtmParts(storedUtm())));
    }, AGENT_START_DELAY_MS);
  };

  return { starting, failed, begin };
}
