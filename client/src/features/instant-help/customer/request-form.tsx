import { INSTANT_HELP_CATEGORIES } from "@domain/categories";
import type { GeoPoint } from "@domain/places";
import { Send, Zap } from "lucide-react";
import { useId } from "react";
import { Controller, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Field, invalidProps, noteId } from "@/components/field";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { categoryLabel } from "@/lib/category-label";
import type { NearbyFilter } from "./api";
import { PlaceInput } from "./place-input";
import type { RequestDraft } from "./request-storage";
import { useRequestFieldError } from "./use-request-field-error";
import { useRequestForm } from "./use-request-form";

type RequestFormProps = {
  draft: RequestDraft;
  signedIn: boolean;
  onConfirmed: (jobId: string, draft: RequestDraft) => void;
  /** Where and what is asked, as typed: the "available near you" panel follows it. */
  onFilterChange: (filter: NearbyFilter) => void;
};

/** Title, category, place and description of an urgent request (SPEC §5: description optional). */
export function RequestForm({ draft, signedIn, onConfirmed, onFilterChange }: RequestFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const fieldError = useRequestFieldError();
  const { form, submit, isSending } = useRequestForm({ draft, signedIn, onConfirmed });
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const [latitude, longitude] = useWatch({ control, name: ["latitude", "longitude"] });
  const point: GeoPoint | null =
    latitude !== undefined && longitude !== undefined ? { latitude, longitude } : null;

  const errorProps = (name: keyof typeof errors, field: string) =>
    invalidProps(`${id}-${field}`, Boolean(errors[name]));

  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <Field id={`${id}-title`} label={t("instantHelp.form.title")} error={fieldError("title", errors.title)}>
        <Input
          id={`${id}-title`}
          placeholder={t("instantHelp.form.titlePlaceholder")}
          {...errorProps("title", "title")}
          {...register("title")}
        />
      </Field>

      <Field
        id={`${id}-category`}
        label={t("instantHelp.form.category")}
        error={fieldError("skillCategory", errors.skillCategory)}
      >
        <Controller
          control={control}
          name="skillCategory"
          render={({ field }) => (
            <LazySelect
              id={`${id}-category`}
              ref={field.ref}
              onBlur={field.onBlur}
              className="aria-invalid:border-destructive"
              {...errorProps("skillCategory", "category")}
              placeholder={t("instantHelp.form.categoryPlaceholder")}
              value={field.value ?? ""}
              onValueChange={(value) => {
                field.onChange(value);
                onFilterChange({ point, skillCategory: value });
              }}
              options={INSTANT_HELP_CATEGORIES.map((category) => ({
                value: category,
                label: categoryLabel(t, category),
              }))}
            />
          )}
        />
      </Field>

      <Field
        id={`${id}-location`}
        label={t("instantHelp.form.location")}
        error={fieldError("location", errors.location)}
        hint={t("instantHelp.form.locationHint")}
      >
        <Controller
          control={control}
          name="location"
          render={({ field }) => (
            <PlaceInput
              id={`${id}-location`}
              inputRef={field.ref}
              value={{ location: field.value ?? "", point }}
              invalid={Boolean(errors.location)}
              describedBy={noteId(`${id}-location`)}
              onChange={(next) => {
                field.onChange(next.location);
                setValue("latitude", next.point?.latitude);
                setValue("longitude", next.point?.longitude);
                onFilterChange({ point: next.point, skillCategory: form.getValues("skillCategory") ?? "" });
              }}
            />
          )}
        />
      </Field>

      <Field
        id={`${id}-description`}
        label={t("instantHelp.form.description")}
        error={fieldError("description", errors.description)}
      >
        <Textarea
          id={`${id}-description`}
          rows={4}
          placeholder={t("instantHelp.form.descriptionPlaceholder")}
          {...errorProps("description", "description")}
          {...register("description")}
        />
      </Field>

      <div className="grid gap-3 border-t pt-5">
        <p className="flex items-start gap-2 text-muted-foreground text-sm">
          <Zap className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {t("instantHelp.form.urgentNote")}
        </p>
        <Button
          type="submit"
          size="lg"
          disabled={isSending}
          className="w-full sm:justify-self-start sm:w-auto"
        >
          <Send aria-hidden="true" />
          {isSending ? t("instantHelp.form.sending") : t("instantHelp.form.submit")}
        </Button>
      </div>
    </form>
  );
}
