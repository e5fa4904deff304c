import type { Verification } from "@domain/verification/schemas";
import { ChevronDown, Download, ExternalLink } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { documentSize } from "@/lib/document-size";
import { documentPreviewUrl } from "./api";

const linkClass =
  "inline-flex items-center gap-1.5 rounded-sm font-medium text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/**
 * The document itself, for the admin to read without leaving the queue: an image as an <img>, a PDF
 * inline in a frame (served to admins only, as `inline`), with a way to open it in a tab of its own
 * and to download it. `folded`: a decided document (a list of dozens) shows it only when asked, so
 * the list does not load a viewer per card.
 */
export function DocumentPreview({
  item,
  owner,
  folded = false,
}: {
  item: Verification;
  owner: string;
  folded?: boolean;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(!folded);
  const frameId = useId();
  const isImage = item.contentType?.startsWith("image/");
  const type = t(`verification.types.${item.verificationType}`);
  const preview = documentPreviewUrl(item.id);
  const shown = isImage ? (
    <img
      src={item.documentUrl}
      alt={t("admin.queue.previewAlt", { name: owner, type })}
      loading="lazy"
      className="max-h-72 w-full rounded-md border bg-muted object-contain"
    />
  ) : (
    <iframe
      src={preview}
      title={t("admin.queue.previewFrame", { name: owner, type })}
      loading="lazy"
      className="h-80 w-full rounded-md border bg-muted"
    />
  );
  return (
    <div className="grid gap-2">
      {folded && (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          aria-expanded={open}
          aria-controls={frameId}
          onClick={() => setOpen((value) => !value)}
        >
          <ChevronDown className={open ? "rotate-180" : undefined} aria-hidden="true" />
          {open ? t("admin.queue.hideDocument") : t("admin.queue.showDocument")}
          <span className="sr-only">
            {" "}
            ({owner}, {type})
          </span>
        </Button>
      )}
      <div id={frameId} hidden={!open}>
        {open && shown}
      </div>
      <p className="truncate text-muted-foreground text-xs">
        {!isImage && `${t("admin.queue.pdf")} · `}
        {item.fileName} · {documentSize(item.fileSize)}
      </p>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        <a href={preview} target="_blank" rel="noopener" className={linkClass}>
          <ExternalLink className="size-4" aria-hidden="true" />
          {t("admin.queue.openInTab")}
          <span className="sr-only">
            {" "}
            ({owner}, {type})
          </span>
        </a>
        <a href={item.documentUrl} download className={linkClass}>
          <Download className="size-4" aria-hidden="true" />
          {isImage ? t("admin.queue.download") : t("admin.queue.openPdf")}
          <span className="sr-only">
            {" "}
            ({owner}, {type})
          </span>
        </a>
      </div>
    </div>
  );
}
