import type { Verification } from "@domain/verification/schemas";
import { toApiError } from "@/lib/api-error";

export type UploadInput = { verificationType: string; file: File };

/**
 * POST /api/verifications as multipart, through XMLHttpRequest because fetch cannot report upload
 * progress. A refusal rejects with an ApiError, as the API client's do.
 */
export function uploadVerification(
  { verificationType, file }: UploadInput,
  onProgress: (fraction: number) => void,
): Promise<Verification> {
  const form = new FormData();
  form.append("verificationType", verificationType);
  form.append("document", file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/verifications");
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        resolve(JSON.parse(request.responseText) as Verification);
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
}
