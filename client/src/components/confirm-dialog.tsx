import {
  Children,
  cloneElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  Suspense,
  useRef,
  useState,
} from "react";
import { lazyWhenIdle, useIdle } from "@/lib/idle";

export type ConfirmDialogProps = {
  /** The button that opens the dialog. */
  children: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  busy?: boolean;
  /** Runs the action; call `close` once it succeeded. */
  onConfirm: (close: () => void) => void;
};

// The dialog (Radix) is not needed to show the button: it mounts when the browser is idle, or when
// the button is pressed before that (it then opens as soon as its code is in).
const ConfirmDialogContent = lazyWhenIdle(() =>
  import("./confirm-dialog-content").then((m) => ({ default: m.ConfirmDialogContent })),
);

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  "aria-haspopup"?: "dialog";
  "aria-expanded"?: boolean;
};

/** Asks before an action that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const idle = useIdle();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const button = Children.only(props.children) as ReactElement<TriggerProps>;
  return (
    <>
      {cloneElement(button, {
        ref: trigger,
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onClick: (event: MouseEvent<HTMLElement>) => {
          button.props.onClick?.(event);
          if (!event.defaultPrevented) setOpen(true);
        },
      })}
      {(idle || open) && (
        <Suspense fallback={null}>
          <ConfirmDialogContent {...props} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      )}
    </>
  );
}
