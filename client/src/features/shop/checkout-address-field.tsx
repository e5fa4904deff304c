import type { UseFormRegisterReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/** The delivery address: a few lines (tole, ward, city), with its error under it. */
export function CheckoutAddressField({
  error,
  registration,
}: {
  error?: string;
  registration: UseFormRegisterReturn<"deliveryAddress">;
}) {
  const { t } = useTranslation();
  const id = "checkout-address";
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t("shop.checkout.address")}</Label>
      <Textarea
        id={id}
        rows={3}
        autoComplete="street-address"
        placeholder={t("shop.checkout.addressPlaceholder")}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-note` : undefined}
        {...registration}
      />
      {error && (
        <p id={`${id}-note`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
