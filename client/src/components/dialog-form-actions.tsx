import { Button } from "@/components/ui/button";
import { DialogClose } from "@/components/ui/dialog";

/** A dialog form's buttons: back out (closes it), and submit; stacked on a phone, the submit on top. */
export function DialogFormActions({
  cancelLabel,
  submitLabel,
  busy,
  destructive,
}: {
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  destructive?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={busy}>
        {submitLabel}
      </Button>
    </div>
  );
}
