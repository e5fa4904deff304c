import { ChevronDown } from "lucide-react";
import { type KeyboardEvent, type Ref, Suspense, useRef, useState } from "react";
import { selectTriggerClass } from "@/components/ui/select-trigger-class";
import { lazyWhenIdle, useIdle } from "@/lib/idle";
import { cn } from "@/lib/utils";

export type SelectOption = { value: string; label: string };

export type LazySelectProps = {
  value: string | undefined;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  id?: string;
  className?: string;
  disabled?: boolean;
  "aria-label"?: string;
  "aria-invalid"?: boolean;
  "aria-describedby"?: string;
  title?: string;
  onBlur?: () => void;
  /** The trigger button (react-hook-form focuses it on an error). */
  ref?: Ref<HTMLButtonElement>;
};

function setRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === "function") ref(node);
  else if (ref) ref.current = node;
}

// Radix Select brings floating-ui, focus and dismiss layers: a page's first paint shows a closed
// select without them. They load when the browser is idle, or on the first tap or key on the select.
const RadixSelectField = lazyWhenIdle(() =>
  import("./lazy-select-radix").then((m) => ({ default: m.RadixSelectField })),
);

/**
 * A one-of-many select (the ui/select look and behaviour) for filter bars and forms whose page should
 * not wait for Radix: until its code is in, a look-alike button shows the chosen option and opens the
 * real select (it opens as soon as it is in) when used.
 */
export function LazySelect(props: LazySelectProps) {
  const idle = useIdle();
  const [asked, setAsked] = useState(false);
  const stand = useRef<HTMLButtonElement>(null);
  const chosen = props.options.find((option) => option.value === props.value);
  const open = () => {
    setAsked(true);
    void RadixSelectField.preload();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (["Enter", " ", "ArrowDown", "ArrowUp"].includes(event.key)) {
      event.preventDefault();
      open();
    }
  };
  const standIn = (
    <button
      ref={(node) => {
        stand.current = node;
        setRef(props.ref, node);
      }}
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      id={props.id}
      aria-label={props["aria-label"]}
      aria-invalid={props["aria-invalid"]}
      aria-describedby={props["aria-describedby"]}
      title={props.title}
      onBlur={props.onBlur}
      disabled={props.disabled}
      data-placeholder={chosen ? undefined : ""}
      className={cn(selectTriggerClass, props.className)}
      onClick={open}
      onKeyDown={onKeyDown}
    >
      <span>{chosen?.label ?? props.placeholder}</span>
      <ChevronDown className="size-4 opacity-60" aria-hidden="true" />
    </button>
  );
  if (!idle && !asked) return standIn;
  return (
    <Suspense fallback={standIn}>
      <RadixSelectField
        {...props}
        defaultOpen={asked}
        // The stand-in had focus (or was used): the real select takes it over.
        autoFocus={asked || (stand.current !== null && stand.current === document.activeElement)}
      />
    </Suspense>
  );
}
