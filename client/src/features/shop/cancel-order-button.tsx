import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { useCancelOrder } from "./api";

/** Cancel, while the order is still placed, after a confirmation; the items go back in stock. */
export function CancelOrderButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder();
  const onConfirm = (close: () => void) =>
    cancel.mutate(orderId, {
      onSuccess: () => {
        close();
        toast({ title: t("shop.orders.cancelledTitle"), description: t("shop.orders.cancelledDescription") });
      },
      onError: (error) =>
        toast({
          title: t("shop.orders.cancelFailedTitle"),
          description: errorText(error) ?? t("shop.orders.cancelFailed"),
          variant: "destructive",
        }),
    });
  // ConfirmDialog loads its dialog on the side: the orders list shows without Radix Dialog.
  return (
    <ConfirmDialog
      title={t("shop.orders.confirmTitle")}
      description={t("shop.orders.confirmDescription")}
      confirmLabel={t("shop.orders.confirmCancel")}
      cancelLabel={t("shop.orders.keep")}
      destructive
      busy={cancel.isPending}
      onConfirm={onConfirm}
    >
      <Button variant="outline" size="sm">
        {t("shop.orders.cancel")}
      </Button>
    </ConfirmDialog>
  );
}
