"use client";

import { clsx } from "clsx";
import {
  createContext,
  useContext,
  useId,
  type ComponentProps,
  type KeyboardEvent,
  type MouseEvent,
} from "react";
import { useResetOnRouteChange } from "./use-route-change";

type Orientation = "horizontal" | "vertical";

interface TabsState {
  id: string;
  selected: string;
  orientation: Orientation;
  select(value: string): void;
}

/** The tabs' shared state: which tab is selected, and the ids tying each tab to its panel. */
const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error("Tabs parts must be inside <Tabs>");
  return state;
}

/** A tab's and its panel's ids: a value may hold characters an id should not. */
const partId = (id: string, part: "trigger" | "content", value: string) =>
  `${id}-${part}-${value.replace(/[^\w-]/g, "_")}`;

type RootProps = Omit<ComponentProps<"div">, "defaultValue" | "onChange"> & { orientation?: Orientation };

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
 * The site's tabs (WAI-ARIA tabs pattern, automatic activation), written for the site: a few
 * hundred bytes instead of a library's roving-focus machinery on every page that prefetches one.
 * Uncontrolled use (`defaultValue`) keeps the selected tab here, starting at the first tab and
 * returning to it on a route change. `orientation="vertical"` switches the arrow keys to Up/Down
 * and stacks the list beside the panels.
 */
export function Tabs({
  value,
  defaultValue,
  onValueChange,
  orientation = "horizontal",
  className,
  ...props
}: TabsProps) {
  const id = useId();
  const [own, setOwn] = useResetOnRouteChange(defaultValue ?? "");
  const selected = value ?? own;
  const select = (next: string) => {
    if (next === selected) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ id, selected, orientation, select }}>
      <div
        data-slot="tabs"
        data-orientation={orientation}
        className={clsx("data-[orientation=vertical]:flex data-[orientation=vertical]:gap-8", className)}
        {...props}
      />
    </TabsContext>
  );
}

/**
 * The `tablist`: arrow keys move between tabs and select them (wrapping at the ends), Home/End
 * jump. `scrollable`: below 768 px one row that scrolls sideways and bleeds to the screen edge
 * (inside a `Container`), so a half-visible last tab shows there is more; from 768 px the tabs wrap.
 */
export function TabsList({
  scrollable = false,
  className,
  ...props
}: ComponentProps<"div"> & { scrollable?: boolean }) {
  const { orientation } = useTabs();
  const [back, forward] = orientation === "vertical" ? ["ArrowUp", "ArrowDown"] : ["ArrowLeft", "ArrowRight"];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(event.target as HTMLElement);
    if (at < 0) return;
    const last = tabs.length - 1;
    const to = { [back]: at === 0 ? last : at - 1, [forward]: at === last ? 0 : at + 1, Home: 0, End: last }[
      event.key
    ];
    if (to === undefined) return;
    event.preventDefault();
    tabs[to]!.focus(); // focusing a tab selects it
  }

  return (
    <div
      role="tablist"
      aria-orientation={orientation}
      data-slot="tabs-list"
      data-orientation={orientation}
      onKeyDown={onKeyDown}
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

/** One tab: a pill, filled when selected. Selected on press, on Enter or Space, and on focus. */
export function TabsTrigger({
  value,
  className,
  disabled,
  ...props
}: Omit<ComponentProps<"button">, "value"> & { value: string }) {
  const { id, selected, orientation, select } = useTabs();
  const active = value === selected;
  const choose = () => !disabled && select(value);
  return (
    <button
      type="button"
      role="tab"
      id={partId(id, "trigger", value)}
      aria-selected={active}
      aria-controls={partId(id, "content", value)}
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      data-slot="tabs-trigger"
      data-state={active ? "active" : "inactive"}
      data-orientation={orientation}
      onMouseDown={(event: MouseEvent) => event.button === 0 && !event.ctrlKey && choose()}
      onKeyDown={(event) => (event.key === "Enter" || event.key === " ") && choose()}
      onFocus={choose}
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
export function TabsContent({ value, className, ...props }: ComponentProps<"div"> & { value: string }) {
  const { id, selected, orientation } = useTabs();
  const active = value === selected;
  return (
    <div
      role="tabpanel"
      id={partId(id, "content", value)}
      aria-labelledby={partId(id, "trigger", value)}
      tabIndex={0}
      hidden={!active}
      data-slot="tabs-content"
      data-state={active ? "active" : "inactive"}
      data-orientation={orientation}
      className={clsx("rounded-card", className)}
      {...props}
    />
  );
}
