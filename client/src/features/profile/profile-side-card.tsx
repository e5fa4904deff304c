import { fullName } from "@domain/auth/user-rules";
import { formatNpr } from "@domain/money";
import type { Profile } from "@domain/profile/schemas";
import { MapPin, ShieldCheck, Upload } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { VerifiedBadge } from "@/components/verified-badge";
import { categoryLabel } from "@/lib/category-label";
import { currentLanguage } from "@/lib/i18n";
import { placeName } from "@/lib/place-name";
import { ProfilePhotoField } from "./profile-photo-field";

/** Avatar (with its photo's controls), name, verified badge, role, location, hourly rate and skills (SPEC §2 Profile Settings). */
export function ProfileSideCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const professional = profile.role === "professional";
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
      <ProfilePhotoField profile={profile} />
      <div className="grid justify-items-center gap-1.5">
        <p className="font-semibold text-lg">{fullName(profile)}</p>
        <div className="flex flex-wrap justify-center gap-1.5">
          <Badge variant="secondary">{t(`profile.roles.${profile.role}`)}</Badge>
          {profile.isVerified && <VerifiedBadge />}
        </div>
      </div>
      <p className="flex items-center gap-1 text-muted-foreground text-sm">
        <MapPin className="size-4 shrink-0" aria-hidden="true" />
        {profile.location ? placeName(profile.location) : t("profile.noLocation")}
      </p>
      {professional && (
        <>
          <p className="font-semibold">
            {profile.hourlyRate === null
              ? t("profile.noRate")
              : t("professionals.perHour", { amount: formatNpr(profile.hourlyRate, currentLanguage()) })}
          </p>
          {profile.skills.length > 0 ? (
            <ul className="flex flex-wrap justify-center gap-1.5" aria-label={t("profile.skills")}>
              {profile.skills.map((skill) => (
                <li key={skill}>
                  <Badge variant="brand">{categoryLabel(t, skill)}</Badge>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground text-sm">{t("profile.noSkills")}</p>
          )}
        </>
      )}
    </div>
  );
}

/** Unverified professionals: what verification is and who decides (Sipalu admins). */
export function VerificationNotice({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  if (profile.role !== "professional" || profile.isVerified) return null;
  const text =
    profile.kycStatus === "pending"
      ? t("profile.verificationPending")
      : profile.kycStatus === "rejected"
        ? t("profile.verificationRejected")
        : t("profile.getVerifiedText");
  return (
    <aside className="grid gap-2 rounded-xl border border-warning/60 bg-warning/10 p-4 text-sm">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldCheck className="size-5 text-warning-foreground" aria-hidden="true" />
        {t("profile.getVerifiedTitle")}
      </p>
      <p className="text-muted-foreground">{text}</p>
      <Button asChild size="sm" variant="outline" className="justify-self-start">
        <Link href="/get-verified">
          <Upload aria-hidden="true" />
          {profile.kycStatus === "pending"
            ? t("profile.getVerifiedStatusLink")
            : t("profile.getVerifiedLink")}
        </Link>
      </Button>
    </aside>
  );
}
