import type { MediaUpload } from "@domain/media/schemas";
import { toApiError } from "@/lib/api-error";

export type PhotoUpload = { done: Promise<MediaUpload>; abort: () => void };

/**
 * POST /api/media with one photo, through XMLHttpRequest because fetch cannot report upload
 * progress. A refusal rejects with an ApiError, as the API client's do.
 */
export function uploadPhoto(file: File, onProgress: (fraction: number) => void): PhotoUpload {
  const request = new XMLHttpRequest();
  const done = new Promise<MediaUpload>((resolve, reject) => {
    const form = new FormData();
    form.append("photo", file, file.name);
    request.open("POST", "/api/media");
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as MediaUpload);
      } else {
        reject(
          toApiError(
            request.status,
            request.statusText,
            request.responseText,
            request.getResponseHeader("Retry-After"),
          ),
        );
      }
    };
    request.onerror = () => reject(new Error("Network error"));
    request.onabort = () => reject(new Error("Upload cancelled"));
    request.send(form);
  });
  return { done, abort: () => request.abort() };
}
