import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from "react";
import { cn } from "@/lib/utils";

/*
 * Tabs with the API, markup and keyboard of Radix Tabs (role tablist / tab / tabpanel, aria-selected,
 * aria-controls, data-state, arrow keys, Home and End moving and selecting, one tab stop), in a
 * fraction of its code: tabs sit above the fold of many pages, so they are part of their first load.
 */

type TabsContextValue = { value: string | undefined; select: (value: string) => void; baseId: string };
const TabsContext = createContext<TabsContextValue | null>(null);

function useTabs(part: string): TabsContextValue {
  const context = useContext(TabsContext);
  if (!context) throw new Error(`<${part}> must be inside <Tabs>`);
  return context;
}

const idOf = (baseId: string, part: "trigger" | "content", value: string) =>
  `${baseId}-${part}-${value.replace(/\s+/g, "-")}`;

type TabsProps = Omit<ComponentProps<"div">, "defaultValue" | "dir"> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
};

export function Tabs({ value, defaultValue, onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const current = value ?? own;
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      if (value === undefined) setOwn(next);
      if (next !== current) onValueChange?.(next);
    },
    [value, current, onValueChange],
  );
  const context = useMemo(() => ({ value: current, select, baseId }), [current, select, baseId]);
  return (
    <TabsContext.Provider value={context}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

const KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentProps<"div">) {
  // Arrow keys, Home and End move focus among the tabs; a focused tab is selected (see TabsTrigger).
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const step = KEYS[event.key];
    if (!step || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
    const index = tabs.indexOf(document.activeElement as HTMLElement);
    if (index < 0) return;
    event.preventDefault();
    tabs[step(index, tabs.length)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      tabIndex={-1}
      className={cn("inline-flex h-11 items-center rounded-lg bg-muted p-1 text-muted-foreground", className)}
      onKeyDown={move}
      {...props}
    />
  );
}

type TriggerProps = Omit<ComponentProps<"button">, "value"> & { value: string };

export function TabsTrigger({
  className,
  value,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: TriggerProps) {
  const { value: current, select, baseId } = useTabs("TabsTrigger");
  const active = current === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf(baseId, "trigger", value)}
      aria-selected={active}
      aria-controls={idOf(baseId, "content", value)}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      data-disabled={disabled ? "" : undefined}
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn(
        "inline-flex h-full flex-1 items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 font-medium text-sm transition-all focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50 data-[state=active]:bg-background data-[state=active]:text-foreground data-[state=active]:shadow-sm [&_svg]:size-4",
        className,
      )}
      // As Radix: a left press selects (a ctrl-press does not even focus), so do Enter and Space.
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (event.defaultPrevented) return;
        if (event.button === 0 && !event.ctrlKey) select(value);
        else event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === "Enter" || event.key === " ")) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      {...props}
    />
  );
}

type ContentProps = ComponentProps<"div"> & {
  value: string;
  /** Keep it mounted while another tab is chosen (it gets data-state="inactive"; hide it by class). */
  forceMount?: true;
};

export function TabsContent({ className, value, forceMount, ...props }: ContentProps) {
  const { value: current, baseId } = useTabs("TabsContent");
  const active = current === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={idOf(baseId, "content", value)}
      aria-labelledby={idOf(baseId, "trigger", value)}
      data-state={active ? "active" : "inactive"}
      data-orientation="horizontal"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the WAI-ARIA tabs pattern (and Radix) make the panel a tab stop.
      tabIndex={0}
      className={cn(
        "mt-4 rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
        className,
      )}
      {...props}
    />
  );
}
