import { CircleAlert, CircleCheck } from "lucide-react";
import { dismissToast, TOAST_DURATION, useToasts } from "@/lib/use-toast";
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";

/** Renders the toast queue (one at a time). Labels come from the caller so this stays dumb. */
export function Toaster({ closeLabel, regionLabel }: { closeLabel: string; regionLabel: string }) {
  const toasts = useToasts();
  return (
    <ToastProvider duration={TOAST_DURATION} label={regionLabel}>
      {toasts.map(({ id, title, description, variant, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          {variant === "success" && (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-success" aria-hidden="true" />
          )}
          {variant === "destructive" && <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />}
          <div className="grid gap-1">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          <ToastClose label={closeLabel} />
        </Toast>
      ))}
      <ToastViewport label={`${regionLabel} ({hotkey})`} />
    </ToastProvider>
  );
}
