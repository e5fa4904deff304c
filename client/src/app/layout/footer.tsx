import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { LogoMark } from "./logo";

const linkClass =
  "rounded-sm text-muted-foreground text-sm transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

export function Footer() {
  const { t } = useTranslation();
  const columns = [
    {
      title: t("footer.customers"),
      links: [
        { href: "/professionals", label: t("footer.findProfessionals") },
        { href: "/post-job", label: t("footer.postJob") },
      ],
    },
    {
      title: t("footer.professionals"),
      links: [
        { href: "/profile", label: t("footer.becomePro") },
        { href: "/profile", label: t("footer.getVerified") },
      ],
    },
  ];
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="grid content-start gap-3">
          <div className="flex items-center gap-2">
            <LogoMark />
            <span className="font-bold text-lg">{t("app.name")}</span>
          </div>
          <p className="max-w-xs text-muted-foreground text-sm">{t("footer.about")}</p>
        </div>
        {columns.map((column) => (
          <div key={column.title}>
            <h2 className="font-semibold text-sm">{column.title}</h2>
            <ul className="mt-3 grid gap-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link href={link.href} className={linkClass}>
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <div>
          <h2 className="font-semibold text-sm">{t("footer.company")}</h2>
          {/* Not pages yet (SPEC: placeholders), so plain text rather than dead links. */}
          <ul className="mt-3 grid gap-2 text-muted-foreground text-sm">
            <li>{t("footer.aboutUs")}</li>
            <li>{t("footer.helpCentre")}</li>
            <li>{t("footer.privacy")}</li>
          </ul>
        </div>
      </div>
      <p className="border-t px-4 py-4 text-center text-muted-foreground text-xs">
        {t("footer.copyright", { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
