import { DOCUMENT_CONTENT_TYPES, DOCUMENT_SNIFF_BYTES, documentProblem } from "@domain/verification/files";
import { VERIFICATION_TYPES } from "@domain/verification/rules";
import type { VerificationType } from "@domain/verification/schemas";
import { Upload } from "lucide-react";
import { type ChangeEvent, type FormEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LazySelect } from "@/components/lazy-select";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/use-toast";
import { useUploadVerification } from "./api";
import { useUploadError } from "./upload-error";

const ACCEPT = DOCUMENT_CONTENT_TYPES.join(",");

async function checkFile(file: File): Promise<ReturnType<typeof documentProblem>> {
  const head = new Uint8Array(await file.slice(0, DOCUMENT_SNIFF_BYTES).arrayBuffer());
  return documentProblem(file.size, head);
}

/** Document type, one file (checked here by size and content as the server will), upload progress. */
export function UploadForm() {
  const { t } = useTranslation();
  const upload = useUploadVerification();
  const explain = useUploadError();
  const fileInput = useRef<HTMLInputElement>(null);
  const [type, setType] = useState<VerificationType | "">("");
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ type?: string; file?: string; form?: string }>({});

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    setFile(null);
    setErrors((current) => ({ ...current, file: undefined, form: undefined }));
    if (!chosen) return;
    const problem = await checkFile(chosen);
    if (problem) setErrors((current) => ({ ...current, file: explain(problem) }));
    else setFile(chosen);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = {
      type: type ? undefined : t("verification.errors.typeRequired"),
      file: file ? undefined : (errors.file ?? t("verification.errors.fileRequired")),
    };
    if (!type || !file) return setErrors(missing);
    setErrors({});
    upload.mutate(
      { verificationType: type, file },
      {
        onSuccess: () => {
          toast({
            title: t("verification.submitted"),
            description: t("verification.submittedText"),
            variant: "success",
          });
          setType("");
          setFile(null);
          if (fileInput.current) fileInput.current.value = "";
        },
        onError: (error) => setErrors({ form: explain(error) }),
      },
    );
  };

  const percent = Math.round(upload.progress * 100);
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-1.5">
        <Label htmlFor="verification-type">{t("verification.form.type")}</Label>
        <LazySelect
          id="verification-type"
          value={type}
          onValueChange={(value) => {
            setType(value as VerificationType);
            setErrors((current) => ({ ...current, type: undefined }));
          }}
          aria-invalid={errors.type ? true : undefined}
          aria-describedby="verification-type-note"
          placeholder={t("verification.form.typePlaceholder")}
          options={VERIFICATION_TYPES.map((value) => ({ value, label: t(`verification.types.${value}`) }))}
        />
        <p
          id="verification-type-note"
          className={errors.type ? "text-destructive text-sm" : "text-muted-foreground text-xs"}
        >
          {errors.type ?? (type ? t(`verification.typeHints.${type}`) : t("verification.form.typeHint"))}
        </p>
      </div>

      <div className="grid gap-1.5">
        <Label htmlFor="verification-file">{t("verification.form.file")}</Label>
        <input
          ref={fileInput}
          id="verification-file"
          name="document"
          type="file"
          accept={ACCEPT}
          onChange={(event) => void onFileChange(event)}
          aria-invalid={errors.file ? true : undefined}
          aria-describedby="verification-file-note"
          className="block w-full min-w-0 rounded-md border border-input bg-background text-sm shadow-xs file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-input file:border-r file:bg-secondary file:px-3 file:font-medium file:text-secondary-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40"
        />
        <p
          id="verification-file-note"
          className={errors.file ? "text-destructive text-sm" : "text-muted-foreground text-xs"}
        >
          {errors.file ?? t("verification.form.fileHint")}
        </p>
      </div>

      {upload.isPending && (
        <div className="grid gap-1.5">
          <p className="text-muted-foreground text-sm" aria-live="polite">
            {t("verification.form.uploading", { percent })}
          </p>
          <div
            role="progressbar"
            aria-label={t("verification.form.progressLabel")}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            className="h-2 overflow-hidden rounded-full bg-secondary"
          >
            <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
          </div>
        </div>
      )}
      {errors.form && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-destructive text-sm"
        >
          {errors.form}
        </p>
      )}

      <Button type="submit" disabled={upload.isPending} className="w-full sm:w-auto sm:justify-self-start">
        {upload.isPending ? (
          <Spinner className="size-4 text-primary-foreground" />
        ) : (
          <Upload aria-hidden="true" />
        )}
        {t("verification.form.submit")}
      </Button>
    </form>
  );
}
