import { MAX_JOB_PHOTOS, photoProblem } from "@domain/media/rules";
import { DOCUMENT_SNIFF_BYTES } from "@domain/verification/files";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "@/lib/api";
import { type PhotoUpload, uploadPhoto } from "./photo-upload";
import { usePhotoError } from "./use-photo-error";
import type { JobForm } from "./use-post-job-form";

export type JobPhoto = {
  key: string;
  file: File;
  /** An object URL of the file, for the thumbnail while and after it uploads. */
  previewUrl: string;
  /** 0 to 1. */
  progress: number;
  status: "uploading" | "done" | "failed";
  /** /api/media/<id> once uploaded. */
  url?: string;
  error?: string;
};

export type JobPhotos = ReturnType<typeof useJobPhotos>;

/**
 * The photos of the job being posted: each is checked here as the server will, uploaded at once
 * with its progress, and its URL goes into the form's mediaUrls when it is done. Removing one
 * stops its upload or deletes the uploaded photo.
 */
export function useJobPhotos(form: JobForm) {
  const { t } = useTranslation();
  const explain = usePhotoError();
  const [photos, setPhotos] = useState<JobPhoto[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  const uploads = useRef(new Map<string, PhotoUpload>());
  const latest = useRef(photos);
  latest.current = photos;
  const counter = useRef(0);

  useEffect(() => {
    const urls = photos.flatMap((photo) => (photo.status === "done" && photo.url ? [photo.url] : []));
    form.setValue("mediaUrls", urls, { shouldDirty: urls.length > 0 });
  }, [photos, form]);

  // Leaving the page stops what is still uploading and releases the thumbnails.
  useEffect(() => {
    const running = uploads.current;
    return () => {
      for (const upload of running.values()) upload.abort();
      for (const photo of latest.current) URL.revokeObjectURL(photo.previewUrl);
    };
  }, []);

  const patch = (key: string, change: Partial<JobPhoto>) =>
    setPhotos((list) => list.map((photo) => (photo.key === key ? { ...photo, ...change } : photo)));

  const start = (photo: JobPhoto) => {
    const upload = uploadPhoto(photo.file, (progress) => patch(photo.key, { progress }));
    uploads.current.set(photo.key, upload);
    upload.done
      .then(
        (media) => patch(photo.key, { status: "done", progress: 1, url: media.url }),
        (error: unknown) => {
          if (uploads.current.get(photo.key) === upload)
            patch(photo.key, { status: "failed", error: explain(error) });
        },
      )
      .finally(() => {
        if (uploads.current.get(photo.key) === upload) uploads.current.delete(photo.key);
      });
  };

  const add = async (files: File[]) => {
    const room = MAX_JOB_PHOTOS - latest.current.length;
    const found: string[] = [];
    const accepted: JobPhoto[] = [];
    for (const file of files) {
      if (accepted.length >= room) {
        found.push(t("jobPhotos.limit", { max: MAX_JOB_PHOTOS }));
        break;
      }
      const head = new Uint8Array(await file.slice(0, DOCUMENT_SNIFF_BYTES).arrayBuffer());
      const problem = photoProblem(file.size, head);
      if (problem) {
        found.push(t("jobPhotos.fileProblem", { name: file.name, problem: explain(problem) }));
        continue;
      }
      counter.current += 1;
      accepted.push({
        key: `photo-${counter.current}`,
        file,
        previewUrl: URL.createObjectURL(file),
        progress: 0,
        status: "uploading",
      });
    }
    setProblems(found);
    setPhotos((list) => [...list, ...accepted]);
    for (const photo of accepted) start(photo);
  };

  const remove = (key: string) => {
    const photo = latest.current.find((item) => item.key === key);
    if (!photo) return;
    uploads.current.get(key)?.abort();
    uploads.current.delete(key);
    URL.revokeObjectURL(photo.previewUrl);
    // Tidying up only: a photo left behind is never shown anywhere.
    if (photo.url) api.delete(photo.url).catch(() => undefined);
    setPhotos((list) => list.filter((item) => item.key !== key));
    setProblems([]);
  };

  const retry = (key: string) => {
    const photo = latest.current.find((item) => item.key === key);
    if (photo?.status !== "failed") return;
    patch(key, { status: "uploading", progress: 0, error: undefined });
    start(photo);
  };

  return {
    photos,
    problems,
    add,
    remove,
    retry,
    /** Still sending at least one photo: posting waits. */
    busy: photos.some((photo) => photo.status === "uploading"),
    failed: photos.some((photo) => photo.status === "failed"),
    full: photos.length >= MAX_JOB_PHOTOS,
  };
}
