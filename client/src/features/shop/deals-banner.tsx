import { DELIVERY_FEE, FREE_DELIVERY_ABOVE } from "@domain/shop/rules";
import { ArrowRight, Flame, type LucideIcon, Percent, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useShopFormat } from "./format";
import { FreeDeliveryHint } from "./free-delivery-hint";
import { useCart } from "./use-cart";

/** Today's Special Deals: Flash Sale (the sale items), Bundle Deals (the hot ones), Free Delivery. */
export function DealsBanner({ onShowSale, onShowHot }: { onShowSale: () => void; onShowHot: () => void }) {
  const { t } = useTranslation();
  const format = useShopFormat();
  const { cart } = useCart();
  const subtotal = cart?.subtotal ?? 0;
  return (
    <section
      aria-labelledby="shop-deals"
      className="grid gap-4 rounded-2xl bg-band p-5 text-band-foreground shadow-sm sm:p-6"
    >
      <div>
        <h2 id="shop-deals" className="font-bold text-xl tracking-tight sm:text-2xl">
          {t("shop.deals.title")}
        </h2>
        <p className="mt-1 text-band-foreground/80 text-sm">{t("shop.deals.subtitle")}</p>
      </div>
      <ul className="grid gap-3 md:grid-cols-3">
        <Deal icon={Percent} title={t("shop.deals.flashSale")} text={t("shop.deals.flashSaleText")}>
          <DealButton onClick={onShowSale}>{t("shop.deals.flashSaleAction")}</DealButton>
        </Deal>
        <Deal icon={Flame} title={t("shop.deals.bundle")} text={t("shop.deals.bundleText")}>
          <DealButton onClick={onShowHot}>{t("shop.deals.bundleAction")}</DealButton>
        </Deal>
        <Deal
          icon={Truck}
          title={t("shop.deals.freeDelivery", { amount: format.money(FREE_DELIVERY_ABOVE) })}
          text={t("shop.deals.freeDeliveryText", {
            amount: format.money(FREE_DELIVERY_ABOVE),
            fee: format.money(DELIVERY_FEE),
          })}
        >
          {subtotal > 0 ? (
            <div className="grid gap-2">
              <FreeDeliveryHint subtotal={subtotal} className="font-medium text-sm" />
              <Button asChild variant="secondary" size="sm" className="justify-self-start">
                <Link href="/cart">
                  {t("shop.deals.viewCart")}
                  <ArrowRight aria-hidden="true" />
                </Link>
              </Button>
            </div>
          ) : null}
        </Deal>
      </ul>
    </section>
  );
}

function Deal({
  icon: Icon,
  title,
  text,
  children,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-background/10 p-4 ring-1 ring-band-foreground/15">
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-band-foreground/15">
          <Icon className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h3 className="font-semibold">{title}</h3>
          <p className="text-band-foreground/80 text-sm">{text}</p>
        </div>
      </div>
      {children && <div className="mt-auto">{children}</div>}
    </li>
  );
}

function DealButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button variant="secondary" size="sm" onClick={onClick}>
      {children}
      <ArrowRight aria-hidden="true" />
    </Button>
  );
}
