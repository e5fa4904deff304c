import type { CurrentUser } from "@domain/auth/user";
import { fullName } from "@domain/auth/user-rules";
import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod, PAYMENT_METHOD } from "@domain/shop/rules";
import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "wouter";
import { ChoiceRadios } from "@/components/choice-radios";
import { FormField } from "@/components/form-field";
import { SandboxNote } from "@/components/sandbox-note";
import { Button } from "@/components/ui/button";
import { errorCode, errorField } from "@/lib/api-error";
import { errorText } from "@/lib/error-text";
import { lazyZodResolver } from "@/lib/lazy-resolver";
import { useStartSalePayment } from "@/lib/sale-payment";
import { toast } from "@/lib/use-toast";
import { usePlaceOrder } from "./api";
import { CheckoutAddressField } from "./checkout-address-field";
import { useShopFormat } from "./format";
import { OrderAmounts } from "./order-amounts";
import type { CartSummary } from "./use-cart";
import { isDeliveryField, useCheckoutError } from "./use-checkout-error";

// The schema (and zod) load when the browser is idle or on the first validation.
const placeOrderBodyResolver = lazyZodResolver(() =>
  import("@domain/shop/schemas").then((m) => m.PlaceOrderBody),
);

/**
 * Delivery details, how to pay (cash on delivery, or eSewa or Khalti now) and the order summary;
 * Place Order sends the whole cart, then (a wallet chosen) goes on to pay for it.
 */
export function CheckoutForm({ user, cart }: { user: CurrentUser; cart: CartSummary }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const [, navigate] = useLocation();
  const place = usePlaceOrder();
  const fieldError = useCheckoutError();
  const [problem, setProblem] = useState<string | null>(null);
  const [method, setMethod] = useState<OrderPaymentMethod>(PAYMENT_METHOD);
  const startPayment = useStartSalePayment();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: placeOrderBodyResolver,
    defaultValues: { deliveryName: fullName(user), deliveryPhone: "", deliveryAddress: "" },
  });

  const onSubmit = handleSubmit((body) => {
    setProblem(null);
    place.mutate(
      { ...body, paymentMethod: method },
      {
        onSuccess: (order) => {
          if (method !== "cash-on-delivery") {
            // Placed, to be paid online: off to the wallet, which sends the browser back to the order.
            startPayment.mutate(
              { sale: { orderId: order.id }, provider: method },
              {
                onError: (error) => {
                  toast({
                    title: t("shop.checkout.payLater"),
                    description: errorText(error) ?? t("payments.startFailed"),
                    variant: "destructive",
                  });
                  navigate(`/orders/${order.id}`);
                },
              },
            );
            return;
          }
          toast({
            title: t("shop.checkout.placedTitle"),
            description: t("shop.checkout.placedDescription", { amount: format.money(order.total) }),
            variant: "success",
          });
          navigate(`/orders/${order.id}`);
        },
        onError: (error) => {
          // A delivery field the server refused is marked at the field, with its words.
          const field = errorField(error);
          if (errorCode(error) === "request.invalid" && isDeliveryField(field)) {
            const message = errorText(error) ?? t("shop.checkout.failed");
            setError(field, { type: "server", message }, { shouldFocus: true });
          } else setProblem(errorText(error) ?? t("shop.checkout.failed"));
        },
      },
    );
  });
  const busy = place.isPending || startPayment.isPending || startPayment.isSuccess;

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start"
    >
      <div className="grid gap-6">
        <section
          aria-labelledby="checkout-delivery"
          className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5"
        >
          <h2 id="checkout-delivery" className="font-semibold text-lg">
            {t("shop.checkout.delivery")}
          </h2>
          <FormField
            id="checkout-name"
            autoComplete="name"
            label={t("shop.checkout.name")}
            error={fieldError("deliveryName", errors.deliveryName)}
            {...register("deliveryName")}
          />
          <FormField
            id="checkout-phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            label={t("shop.checkout.phone")}
            placeholder={t("shop.checkout.phonePlaceholder")}
            hint={t("shop.checkout.phoneHint")}
            error={fieldError("deliveryPhone", errors.deliveryPhone)}
            {...register("deliveryPhone")}
          />
          <CheckoutAddressField
            error={fieldError("deliveryAddress", errors.deliveryAddress)}
            registration={register("deliveryAddress")}
          />
        </section>
        <section
          aria-labelledby="checkout-payment"
          className="grid gap-3 rounded-xl border bg-card p-4 sm:p-5"
        >
          <h2 id="checkout-payment" className="font-semibold text-lg">
            {t("shop.checkout.payment")}
          </h2>
          <ChoiceRadios
            legend={t("shop.checkout.paymentMethod")}
            name="payment"
            choices={ORDER_PAYMENT_METHODS}
            value={method}
            label={(choice) => t(`shop.checkout.method.${choice}`)}
            hint={(choice) => t(`shop.checkout.methodHint.${choice}`)}
            onChange={setMethod}
            disabled={busy}
          />
          {method !== "cash-on-delivery" && <SandboxNote />}
        </section>
      </div>
      <section
        aria-labelledby="checkout-summary"
        className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5 lg:sticky lg:top-24"
      >
        <h2 id="checkout-summary" className="font-semibold text-lg">
          {t("shop.checkout.summary")}
        </h2>
        <ul className="grid gap-2 text-sm">
          {cart.rows.map((row) => (
            <li key={row.itemId} className="flex justify-between gap-3">
              <span className="min-w-0">
                <span className="line-clamp-2">{row.item?.name}</span>
                <span className="text-muted-foreground">
                  {t("shop.checkout.times", { value: format.number(row.quantity) })}
                </span>
              </span>
              <span className="shrink-0">{format.money(row.lineTotal)}</span>
            </li>
          ))}
        </ul>
        <OrderAmounts
          subtotal={cart.subtotal}
          deliveryFee={cart.deliveryFee}
          total={cart.total}
          className="border-t pt-3"
        />
        {problem && (
          <div
            role="alert"
            className="grid gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm"
          >
            <p className="flex items-start gap-2 font-medium text-destructive">
              <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {problem}
            </p>
            <Link href="/cart" className="font-medium text-primary underline-offset-4 hover:underline">
              {t("shop.checkout.reviewCart")}
            </Link>
          </div>
        )}
        <Button type="submit" size="lg" disabled={busy}>
          {busy && method !== "cash-on-delivery"
            ? t("payments.starting", { provider: t(`payments.provider.${method}`) })
            : place.isPending
              ? t("shop.checkout.placing")
              : t(method === "cash-on-delivery" ? "shop.checkout.place" : "shop.checkout.placeAndPay")}
        </Button>
      </section>
    </form>
  );
}
