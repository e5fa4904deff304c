import type { RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ConfirmDialogProps } from "./confirm-dialog";

type ContentProps = ConfirmDialogProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened it, focused again on close. */
  trigger: RefObject<HTMLElement | null>;
};

/** The dialog of ConfirmDialog (loaded on its own: a Radix dialog). */
export function ConfirmDialogContent({ open, onOpenChange: setOpen, trigger, ...props }: ContentProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        closeLabel={t("common.close")}
        className="max-w-md"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{props.title}</DialogTitle>
          <DialogDescription>{props.description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{props.cancelLabel ?? t("jobs.confirm.back")}</Button>
          </DialogClose>
          <Button
            variant={props.destructive ? "destructive" : "default"}
            disabled={props.busy}
            onClick={() => props.onConfirm(() => setOpen(false))}
          >
            {props.confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
