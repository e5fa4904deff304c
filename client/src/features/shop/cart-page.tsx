import { AlertCircle, ArrowRight, ShoppingCart } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { useCurrentUser } from "@/lib/current-user";
import { askToSignIn } from "@/lib/sign-in-prompt";
import { CartLine } from "./cart-line";
import { FreeDeliveryHint } from "./free-delivery-hint";
import { OrderAmounts } from "./order-amounts";
import { useCart } from "./use-cart";

/** /cart: the lines with their quantities, the amounts with the delivery fee, Proceed to checkout. */
export function CartPage() {
  const { t } = useTranslation();
  const { cart, isPending, isError, refetch } = useCart();
  const { user } = useCurrentUser();
  const empty = cart !== undefined && cart.rows.length === 0;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8">
      <h1 className="font-bold text-2xl tracking-tight sm:text-3xl">{t("shop.cart.title")}</h1>
      {isError && (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-xl border border-destructive/40 p-4"
        >
          <AlertCircle className="size-5 text-destructive" aria-hidden="true" />
          <p className="flex-1 font-medium">{t("shop.cart.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={refetch}>
            {t("shop.retry")}
          </Button>
        </div>
      )}
      {isPending ? (
        <div className="grid gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            {t("shop.loading")}
          </span>
          <Skeleton className="h-28 w-full" />
          <Skeleton className="h-28 w-full" />
        </div>
      ) : empty ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-4 py-12 text-center">
          <ShoppingCart className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t("shop.cart.empty")}</p>
          <Button asChild>
            <Link href="/marketplace">{t("shop.cart.browse")}</Link>
          </Button>
        </div>
      ) : (
        cart && (
          <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
            <ul className="grid gap-3" aria-label={t("shop.cart.linesLabel")}>
              {cart.rows.map((row) => (
                <CartLine key={row.itemId} row={row} />
              ))}
            </ul>
            <section
              aria-labelledby="cart-summary"
              className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm lg:sticky lg:top-24"
            >
              <h2 id="cart-summary" className="font-semibold text-lg">
                {t("shop.cart.summary")}
              </h2>
              <OrderAmounts subtotal={cart.subtotal} deliveryFee={cart.deliveryFee} total={cart.total} />
              <FreeDeliveryHint subtotal={cart.subtotal} className="rounded-md bg-muted px-3 py-2 text-sm" />
              {user ? (
                <Button asChild size="lg">
                  <Link href="/checkout">
                    {t("shop.cart.checkout")}
                    <ArrowRight aria-hidden="true" />
                  </Link>
                </Button>
              ) : (
                // A visitor's cart waits in this browser and joins their account as they sign in.
                <Button size="lg" onClick={() => askToSignIn("checkout", "/checkout")}>
                  {t("shop.cart.checkout")}
                  <ArrowRight aria-hidden="true" />
                </Button>
              )}
              <Button asChild variant="ghost" size="sm">
                <Link href="/marketplace">{t("shop.cart.continue")}</Link>
              </Button>
            </section>
          </div>
        )
      )}
    </div>
  );
}
