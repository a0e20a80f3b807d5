import { ApiError } from "#web/lib/api-client.ts";

/** POST /api/admin/athletes/:userId/pdfs/:phase: XMLHttpRequest, because fetch reports no upload progress. */
export interface UploadResult {
  phase: 1 | 2;
  uploadedAt: string;
  sizeBytes: number;
}

export const MAX_PDF_BYTES = 20 * 1024 * 1024;

export function uploadTrainingPdf(opts: {
  userId: string;
  phase: 1 | 2;
  file: File;
  /** 0..1 as bytes leave the browser. */
  onProgress: (fraction: number) => void;
}): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", `/api/admin/athletes/${encodeURIComponent(opts.userId)}/pdfs/${opts.phase}`);
    xhr.setRequestHeader("accept", "application/json");
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) opts.onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { error?: { message?: string; code?: string } } | null = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as unknown as UploadResult);
      else reject(new ApiError(xhr.status, body?.error?.message ?? "", body?.error?.code));
    };
    xhr.onerror = () => reject(new ApiError(0, ""));
    xhr.onabort = () => reject(new ApiError(0, ""));
    const form = new FormData();
    // The server names the stored file itself; the original name is not needed.
    form.append("file", opts.file, "upload.pdf");
    xhr.send(form);
  });
}
