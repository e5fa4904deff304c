import type { Verification } from "@domain/verification/schemas";
import { Download, FileText } from "lucide-react";
import { useTranslation } from "react-i18next";
import { documentSize } from "@/lib/document-size";

/**
 * Images are shown inline (an <img> draws the attachment); a PDF is offered as a download, since
 * the server sends documents as attachments that the browser never renders as a page.
 */
export function DocumentPreview({ item, owner }: { item: Verification; owner: string }) {
  const { t } = useTranslation();
  const isImage = item.contentType?.startsWith("image/");
  return (
    <div className="grid gap-2">
      {isImage ? (
        <img
          src={item.documentUrl}
          alt={t("admin.queue.previewAlt", {
            name: owner,
            type: t(`verification.types.${item.verificationType}`),
          })}
          loading="lazy"
          className="max-h-72 w-full rounded-md border bg-muted object-contain"
        />
      ) : (
        <div className="flex items-center gap-3 rounded-md border bg-muted/50 p-4">
          <FileText className="size-8 shrink-0 text-primary" aria-hidden="true" />
          <div className="min-w-0 text-sm">
            <p className="font-medium">{t("admin.queue.pdf")}</p>
            <p className="truncate text-muted-foreground">
              {item.fileName} · {documentSize(item.fileSize)}
            </p>
          </div>
        </div>
      )}
      <a
        href={item.documentUrl}
        download
        className="inline-flex items-center gap-1.5 justify-self-start rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <Download className="size-4" aria-hidden="true" />
        {isImage ? t("admin.queue.download") : t("admin.queue.openPdf")}
        <span className="sr-only">
          {" "}
          ({owner}, {t(`verification.types.${item.verificationType}`)})
        </span>
      </a>
    </div>
  );
}
