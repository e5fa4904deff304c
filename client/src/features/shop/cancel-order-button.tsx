import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { localizedServerMessage } from "@/lib/server-message";
import { toast } from "@/lib/use-toast";
import { useCancelOrder } from "./api";

/** Cancel, while the order is still placed, after a confirmation; the items go back in stock. */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const cancel = useCancelOrder();
  const onConfirm = () =>
    cancel.mutate(orderId, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: t("shop.orders.cancelledTitle"), description: t("shop.orders.cancelledDescription") });
      },
      onError: (error) =>
        toast({
          title: t("shop.orders.cancelFailedTitle"),
          description: localizedServerMessage(error) ?? t("shop.orders.cancelFailed"),
          variant: "destructive",
        }),
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          {t("shop.orders.cancel")}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={t("common.close")} className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t("shop.orders.confirmTitle")}</DialogTitle>
          <DialogDescription>{t("shop.orders.confirmDescription")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <DialogClose asChild>
            <Button variant="outline">{t("shop.orders.keep")}</Button>
          </DialogClose>
          <Button variant="destructive" disabled={cancel.isPending} onClick={onConfirm}>
            {t("shop.orders.confirmCancel")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
