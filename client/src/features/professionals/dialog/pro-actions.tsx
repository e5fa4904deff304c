import type { ProfessionalDetail } from "@domain/professionals/schemas";
import { CalendarCheck, Heart, MessageSquare, UserRoundPen } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { useCurrentUser } from "@/lib/current-user";
import { askToSignIn } from "@/lib/sign-in-prompt";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { useSavedProfessionals, useToggleSaved } from "../api";

/** Book Now, Save Professional and Send a Message; visitors are asked to sign in, and come back to it. */
export function ProActions({ pro }: { pro: ProfessionalDetail }) {
  const { t } = useTranslation();
  const { user } = useCurrentUser();
  const saved = useSavedProfessionals(user !== null);
  const toggle = useToggleSaved();

  if (user?.id === pro.id) {
    return (
      <div className="grid gap-2">
        <p className="text-muted-foreground text-sm">{t("proDetail.itsYou")}</p>
        <Button asChild variant="outline">
          <Link href="/profile">
            <UserRoundPen aria-hidden="true" />
            {t("proDetail.editProfile")}
          </Link>
        </Button>
      </div>
    );
  }

  const isSaved = saved.data?.some((item) => item.id === pro.id) ?? false;
  const bookingPath = `/book/${pro.id}`;
  const messagePath = `/messages?to=${pro.id}`;
  const onSave = () => {
    if (!user) return askToSignIn("save");
    toggle.mutate(
      { id: pro.id, save: !isSaved },
      {
        onSuccess: () =>
          toast({
            title: isSaved ? t("proDetail.unsavedToast") : t("proDetail.savedToast"),
            variant: "success",
          }),
        onError: () => toast({ title: t("proDetail.saveFailed"), variant: "destructive" }),
      },
    );
  };

  return (
    <div className="grid gap-2">
      {user ? (
        <Button asChild variant="brand" size="lg">
          <Link href={bookingPath}>
            <CalendarCheck aria-hidden="true" />
            {t("proDetail.bookNow")}
          </Link>
        </Button>
      ) : (
        <Button variant="brand" size="lg" onClick={() => askToSignIn("book", bookingPath)}>
          <CalendarCheck aria-hidden="true" />
          {t("proDetail.bookNow")}
        </Button>
      )}
      <Button
        variant="outline"
        aria-pressed={isSaved}
        disabled={toggle.isPending || (user !== null && saved.isPending)}
        onClick={onSave}
      >
        <Heart aria-hidden="true" className={cn(isSaved && "fill-primary text-primary")} />
        {isSaved ? t("proDetail.saved") : t("proDetail.save")}
      </Button>
      {user ? (
        <Button asChild variant="outline">
          <Link href={messagePath}>
            <MessageSquare aria-hidden="true" />
            {t("proDetail.message")}
          </Link>
        </Button>
      ) : (
        <Button variant="outline" onClick={() => askToSignIn("message", messagePath)}>
          <MessageSquare aria-hidden="true" />
          {t("proDetail.message")}
        </Button>
      )}
    </div>
  );
}
