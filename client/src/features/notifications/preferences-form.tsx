import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  SMS_KINDS,
} from "@domain/notifications/rules";
import type { NotificationSettings } from "@domain/notifications/schemas";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { FormAlert } from "@/components/form-alert";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { Switch } from "@/components/ui/switch";
import { errorText } from "@/lib/error-text";
import { toast } from "@/lib/use-toast";
import { preferencesQuery, useSavePreferences } from "./api";
import { KIND_ICONS } from "./kind-icons";
import { PushOnThisDevice } from "./push-device";

/** How each kind of news reaches the person (in the app, push, SMS) and their quiet hours. */
export function PreferencesCard() {
  const { t } = useTranslation();
  const saved = useQuery(preferencesQuery());
  return (
    <Card className="h-fit">
      <CardHeader>
        <CardTitle>{t("notifications.settings.title")}</CardTitle>
        <CardDescription>{t("notifications.settings.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <PushOnThisDevice />
        {saved.data ? (
          <PreferencesForm saved={saved.data} />
        ) : saved.isError ? (
          <p role="alert" className="text-destructive text-sm">
            {t("notifications.settings.loadFailed")}
          </p>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            {NOTIFICATION_KINDS.map((kind) => (
              <Skeleton key={kind} className="h-8" />
            ))}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function PreferencesForm({ saved }: { saved: NotificationSettings }) {
  const { t } = useTranslation();
  // Whether SMS reach them is the server's word, not a setting: it is not sent back.
  const { smsReachable, ...preferences } = saved;
  const [draft, setDraft] = useState(preferences);
  const save = useSavePreferences();
  const choose = (kind: NotificationKind, channel: NotificationChannel, on: boolean) =>
    setDraft((now) => ({
      ...now,
      channels: { ...now.channels, [kind]: { ...now.channels[kind], [channel]: on } },
    }));
  const quiet = draft.quietHours;
  const setQuiet = (change: Partial<typeof quiet>) =>
    setDraft((now) => ({ ...now, quietHours: { ...now.quietHours, ...change } }));

  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate(draft, {
      onSuccess: () => toast({ title: t("notifications.settings.saved"), variant: "success" }),
    });
  }

  return (
    <form onSubmit={submit} className="grid gap-5">
      {!smsReachable && (
        <p className="text-muted-foreground text-sm">
          {t("notifications.settings.noPhone")}{" "}
          <Link
            href="/profile"
            className="rounded-sm font-medium text-primary underline underline-offset-4 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t("notifications.settings.addPhone")}
          </Link>
        </p>
      )}
      <table className="w-full text-sm">
        <caption className="sr-only">{t("notifications.settings.title")}</caption>
        <thead>
          <tr className="text-muted-foreground text-xs">
            <th scope="col" className="pb-2 text-left font-medium">
              {t("notifications.settings.kind")}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-14 pb-2 text-center font-medium">
                {t(`notifications.channels.${channel}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {NOTIFICATION_KINDS.map((kind) => {
            const Icon = KIND_ICONS[kind];
            return (
              <tr key={kind} className="border-t">
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  <span className="flex items-center gap-2">
                    <Icon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    {t(`notifications.kinds.${kind}`)}
                  </span>
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <td key={channel} className="py-2 text-center">
                    {channel === "sms" && !SMS_KINDS.includes(kind) ? (
                      // Only booking and instant-help news is ever sent by SMS: no switch that does nothing.
                      <>
                        <span aria-hidden="true" className="text-muted-foreground">
                          —
                        </span>
                        <span className="sr-only">{t("notifications.settings.noSmsForKind")}</span>
                      </>
                    ) : (
                      <Switch
                        checked={draft.channels[kind][channel]}
                        onCheckedChange={(on) => choose(kind, channel, on)}
                        aria-label={`${t(`notifications.kinds.${kind}`)}: ${t(`notifications.channels.${channel}`)}`}
                      />
                    )}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>

      <fieldset className="grid gap-3">
        <legend className="sr-only">{t("notifications.settings.quiet")}</legend>
        <div className="flex items-center justify-between gap-3">
          <Label htmlFor="quiet-hours">{t("notifications.settings.quiet")}</Label>
          <Switch
            id="quiet-hours"
            checked={quiet.enabled}
            onCheckedChange={(enabled) => setQuiet({ enabled })}
          />
        </div>
        <p className="text-muted-foreground text-sm">{t("notifications.settings.quietText")}</p>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="quiet-start">{t("notifications.settings.from")}</Label>
            <Input
              id="quiet-start"
              type="time"
              required
              disabled={!quiet.enabled}
              value={quiet.start}
              onChange={(event) => setQuiet({ start: event.target.value })}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="quiet-end">{t("notifications.settings.until")}</Label>
            <Input
              id="quiet-end"
              type="time"
              required
              disabled={!quiet.enabled}
              value={quiet.end}
              onChange={(event) => setQuiet({ end: event.target.value })}
            />
          </div>
        </div>
      </fieldset>

      {save.isError && (
        <FormAlert
          title={t("notifications.settings.failed")}
          description={errorText(save.error) ?? t("notifications.settings.failedText")}
        />
      )}
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending && <Spinner className="text-primary-foreground" />}
        {t("notifications.settings.save")}
      </Button>
    </form>
  );
}
