import { UserRoundCog } from "lucide-react";
import { useTranslation } from "react-i18next";
import { PagePlaceholder } from "@/components/page-placeholder";

export function ProfilePage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder
      icon={UserRoundCog}
      title={t("pages.profile.title")}
      description={t("pages.profile.description")}
    />
  );
}
