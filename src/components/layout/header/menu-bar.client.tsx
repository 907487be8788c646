"use client";

import { useRef, useState, type ReactNode } from "react";
import { ClientLink } from "@/components/ui/client-link.client";
// clsx, not cn: tailwind-merge would add about 8 KB to the browser bundle.
import { clsx } from "clsx";
import { useOnRouteChange } from "@/components/ui/use-route-change";
import { ChevronDown } from "@/components/icons/chevron";

/** SPEC §4 'Header dropdowns': a menu closes 100 ms after the pointer leaves it. */
export const MENU_CLOSE_DELAY_MS = 100;

export interface MenuBarItem {
  id: string;
  label: string;
  /** Items without a panel are plain links. */
  href?: string;
}

export interface MenuBarProps {
  label: string;
  items: MenuBarItem[];
  panels: Partial<Record<string, ReactNode>>;
  className?: string;
}

const itemClass =
  "inline-flex min-h-11 items-center gap-1 rounded-pill px-3 text-sm font-medium text-ink-900 hover:bg-ink-50 aria-expanded:bg-ink-50";

/**
 * The desktop menus (disclosure navigation pattern): hover opens, leaving closes after 100 ms,
 * a click or Enter toggles, Escape closes and returns focus, leaving by keyboard closes, and any
 * navigation closes.
 */
export function MenuBar({ label, items, panels, className }: MenuBarProps) {
  const [open, setOpen] = useState<string | null>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  const openedByHover = useRef(false);
  useOnRouteChange(() => setOpen(null));

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const closeSoon = () => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(null), MENU_CLOSE_DELAY_MS);
  };

  return (
    <nav aria-label={label} className={className}>
      <ul className="flex flex-wrap items-center gap-x-0.5">
        {items.map((item) => {
          const panel = panels[item.id];
          if (!panel) {
            return (
              <li key={item.id}>
                <ClientLink href={item.href ?? "/"} className={itemClass}>
                  {item.label}
                </ClientLink>
              </li>
            );
          }
          const isOpen = open === item.id;
          const panelId = `menu-${item.id}`;
          return (
            <li
              key={item.id}
              onPointerEnter={(e) => {
                if (e.pointerType !== "mouse") return;
                cancelClose();
                if (!isOpen) openedByHover.current = true;
                setOpen(item.id);
              }}
              onPointerLeave={(e) => e.pointerType === "mouse" && closeSoon()}
              onKeyDown={(e) => {
                if (e.key !== "Escape" || !isOpen) return;
                setOpen(null);
                e.currentTarget.querySelector("button")?.focus();
              }}
              onBlur={(e) => isOpen && !e.currentTarget.contains(e.relatedTarget) && setOpen(null)}
            >
              <button
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                className={itemClass}
                onClick={() => {
                  // A mouse click right after hovering keeps the menu the hover opened.
                  if (openedByHover.current && isOpen) openedByHover.current = false;
                  else setOpen(isOpen ? null : item.id);
                }}
              >
                {item.label}
                <ChevronDown className={clsx("size-3 transition-transform", isOpen && "rotate-180")} />
              </button>
              <div
                id={panelId}
                hidden={!isOpen}
                className="absolute inset-x-0 top-full max-h-[calc(100dvh-7rem)] overflow-y-auto border-t border-line bg-white shadow-card"
                onClick={(e) => (e.target as Element).closest("a") && setOpen(null)}
              >
                {/* Rendered only while open: the closed menus cost the page no DOM and no hydration. */}
                {isOpen && panel}
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
