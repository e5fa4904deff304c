import type { Availability } from "@domain/availability/schemas";
import { nepalDay } from "@domain/kathmandu-day";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useUpdateAvailability } from "./api";
import { blockErrors, bodyOf, draftsOf, exceptionErrors, hasChanges } from "./availability-drafts";
import { ExceptionsEditor } from "./exceptions-editor";
import { WeeklyHours } from "./weekly-hours";

/** The weekly hours and the dated exceptions, saved together in one PATCH (one transaction). */
export function AvailabilityEditor({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  const update = useUpdateAvailability();
  const today = nepalDay();
  const saved = draftsOf(availability);
  const [drafts, setDrafts] = useState(saved);
  const blockProblems = blockErrors(drafts.blocks);
  const exceptionProblems = exceptionErrors(drafts.exceptions, today);
  const invalid = blockProblems.size > 0 || exceptionProblems.size > 0;
  const dirty = hasChanges(drafts, saved);

  const save = () => {
    if (invalid) return;
    update.mutate(bodyOf(drafts, saved), { onSuccess: (next) => setDrafts(draftsOf(next)) });
  };

  return (
    <form
      className="grid gap-6"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <Card>
        <CardHeader>
          <CardTitle>{t("availability.weeklyTitle")}</CardTitle>
          <CardDescription>{t("availability.weeklyDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <WeeklyHours
            blocks={drafts.blocks}
            errors={blockProblems}
            onChange={(blocks) => setDrafts({ ...drafts, blocks })}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("availability.exceptionsTitle")}</CardTitle>
          <CardDescription>{t("availability.exceptionsDescription")}</CardDescription>
        </CardHeader>
        <CardContent className="px-3 sm:px-6">
          <ExceptionsEditor
            exceptions={drafts.exceptions}
            errors={exceptionProblems}
            today={today}
            onChange={(exceptions) => setDrafts({ ...drafts, exceptions })}
            onRemove={(removed) =>
              setDrafts({
                ...drafts,
                exceptions: drafts.exceptions.filter((e) => e.key !== removed.key),
                deleted: removed.id ? [...drafts.deleted, removed.id] : drafts.deleted,
              })
            }
          />
        </CardContent>
      </Card>
      <div className="sticky bottom-20 z-10 flex flex-wrap items-center justify-end gap-3 rounded-xl border bg-card/95 p-3 shadow-sm backdrop-blur md:bottom-4">
        <p className="mr-auto text-muted-foreground text-sm" role="status">
          {invalid ? t("availability.fixErrors") : dirty ? t("availability.unsaved") : ""}
        </p>
        <Button type="submit" disabled={!dirty || invalid || update.isPending}>
          {update.isPending ? t("availability.saving") : t("availability.save")}
        </Button>
      </div>
    </form>
  );
}
