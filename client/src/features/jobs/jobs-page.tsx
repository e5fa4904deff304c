import { Briefcase, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { PagePlaceholder } from "@/components/page-placeholder";
import { Button } from "@/components/ui/button";

export function JobsPage() {
  const { t } = useTranslation();
  return (
    <PagePlaceholder icon={Briefcase} title={t("pages.jobs.title")} description={t("pages.jobs.description")}>
      <Button asChild>
        <Link href="/post-job">
          <Plus aria-hidden="true" />
          {t("header.postJob")}
        </Link>
      </Button>
    </PagePlaceholder>
  );
}
