import type { Product } from "@domain/shop/schemas";
import { ShoppingCart } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { cartErrorMessage, useAddToCart } from "./use-cart";

type AddToCartButtonProps = {
  product: Product;
  quantity?: number;
  /** A short "Add" on cards; the detail page says "Add to cart". */
  short?: boolean;
} & Pick<ComponentProps<typeof Button>, "className" | "size">;

/** Puts the product in the cart (a toast says so, or why not: "Only N left in stock"). */
export function AddToCartButton({
  product,
  quantity = 1,
  short = false,
  className,
  size,
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const add = useAddToCart();
  const soldOut = !product.inStock || product.stockQuantity <= 0;
  const onClick = () =>
    add.mutate(
      { item: product, quantity },
      {
        onSuccess: () =>
          toast({ title: t("shop.cart.addedTitle"), description: product.name, variant: "success" }),
        onError: (error) =>
          toast({
            title: t("shop.cart.notAddedTitle"),
            description: cartErrorMessage(t, error),
            variant: "destructive",
          }),
      },
    );
  return (
    <Button
      onClick={onClick}
      disabled={soldOut || add.isPending}
      className={className}
      size={size}
      aria-label={short && !soldOut ? t("shop.cart.addNamed", { name: product.name }) : undefined}
    >
      <ShoppingCart aria-hidden="true" />
      {soldOut ? t("shop.product.outOfStock") : short ? t("shop.cart.addShort") : t("shop.cart.add")}
    </Button>
  );
}
