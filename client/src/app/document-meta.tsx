import { type AppPage, appPageAt, homePageFor } from "@domain/app-routes";
import type { UserRole } from "@domain/auth/user";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { usePageTitleDetail } from "@/lib/page-title";

/** The page a path shows to this user: "/" depends on who is looking, an unknown path is "notFound". */
export function pageShown(path: string, role: UserRole | undefined): AppPage {
  const page = appPageAt(path);
  if (page === "home") return homePageFor(role);
  return page ?? "notFound";
}

/**
 * Keeps the document's <title> ("Professionals · Sipalu") and meta description on the page shown,
 * in the chosen language; a page showing one named thing (a product, a course) puts its name in the
 * title instead (lib/page-title.ts).
 */
export function DocumentMeta({ role }: { role: UserRole | undefined }) {
  const { t } = useTranslation();
  const [path] = useLocation();
  const page = pageShown(path, role);
  const detail = usePageTitleDetail();
  const title = t("meta.title", { page: detail ?? t(`meta.pages.${page}.title`) });
  const description = t(`meta.pages.${page}.description`);
  useEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
  return null;
}
