"use client";

import * as TabsPrimitive from "@radix-ui/react-tabs";
import { clsx } from "clsx";
import { createContext, useContext, type ComponentProps } from "react";
import { useResetOnRouteChange } from "./use-route-change";

/** The selected tab, for `TabsContent` (Radix does not share its own context). */
const SelectedTab = createContext<string | undefined>(undefined);

type RootProps = Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  "value" | "defaultValue" | "onValueChange" | "asChild"
>;

export type TabsProps = RootProps &
  (
    | {
        /** The first tab's value: selected at first and again after every route change. */
        defaultValue: string;
        value?: undefined;
        /** Called after the visitor picks another tab. */
        onValueChange?: (value: string) => void;
      }
    | {
        /** Controlled: the caller keeps the value (e.g. with `useResetOnRouteChange`). */
        value: string;
        onValueChange: (value: string) => void;
        defaultValue?: undefined;
      }
  );

/**
 * Radix Tabs root. Uncontrolled use (`defaultValue`) keeps the selected tab here, starting at the
 * first tab and returning to it on a route change. `orientation="vertical"` switches the arrow keys
 * to Up/Down and stacks the list beside the panels.
 */
export function Tabs({ value, defaultValue, onValueChange, className, ...props }: TabsProps) {
  const [own, setOwn] = useResetOnRouteChange(defaultValue ?? "");
  const selected = value ?? own;
  const change = (next: string) => {
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <SelectedTab value={selected}>
      <TabsPrimitive.Root
        data-slot="tabs"
        value={selected}
        onValueChange={change}
        className={clsx("data-[orientation=vertical]:flex data-[orientation=vertical]:gap-8", className)}
        {...props}
      />
    </SelectedTab>
  );
}

/**
 * The `tablist`: arrow keys move between tabs (and select them: automatic activation), Home/End jump.
 * `scrollable`: below 768 px one row that scrolls sideways and bleeds to the screen edge (inside a
 * `Container`), so a half-visible last tab shows there is more; from 768 px the tabs wrap.
 */
export function TabsList({
  scrollable = false,
  className,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { scrollable?: boolean }) {
  return (
    <TabsPrimitive.List
      data-slot="tabs-list"
      className={clsx(
        "flex gap-2 data-[orientation=vertical]:shrink-0 data-[orientation=vertical]:flex-col",
        // The vertical padding keeps focus outlines clear of the scroll box's clipping.
        scrollable &&
          "-mx-4 [scrollbar-width:none] overflow-x-auto px-4 py-2 md:mx-0 md:flex-wrap md:overflow-visible md:px-0 md:py-0",
        className,
      )}
      {...props}
    />
  );
}

/** One tab: a pill, filled when selected. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      className={clsx(
        "inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-pill bg-white px-5 py-2.5 text-sm font-semibold whitespace-nowrap text-ink-800 ring-1 ring-line transition-colors",
        "hover:ring-ink-300 disabled:cursor-not-allowed disabled:opacity-50",
        "data-[state=active]:bg-ink-900 data-[state=active]:text-white data-[state=active]:ring-ink-900",
        "data-[orientation=horizontal]:justify-center data-[orientation=vertical]:justify-start data-[orientation=vertical]:text-left",
        className,
      )}
      {...props}
    />
  );
}

/**
 * One `tabpanel`. Every panel is rendered (so all of them are in the prerendered HTML); the ones not
 * selected carry `hidden`, which removes them from view, from the tab order and from the
 * accessibility tree.
 */
export function TabsContent({
  value,
  className,
  ...props
}: Omit<ComponentProps<typeof TabsPrimitive.Content>, "forceMount" | "hidden">) {
  const selected = useContext(SelectedTab);
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      value={value}
      forceMount
      hidden={value !== selected}
      className={clsx("rounded-card", className)}
      {...props}
    />
  );
}
