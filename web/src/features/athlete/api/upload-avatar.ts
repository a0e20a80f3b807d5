import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiUpload } from "#web/lib/api-client.ts";
import { meQueryKey } from "./get-me.ts";

/** Spec §5, §9: images only, at most 2 MB. The browser checks first; the server checks the bytes. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TOO_LARGE = "File size must be less than 2MB";
export const AVATAR_NOT_IMAGE = "Please upload an image file (JPEG, PNG, WebP or GIF)";

/** The message to show before uploading, or null when the file may go. */
export function avatarFileProblem(file: File): string | null {
  if (!file.type.startsWith("image/")) return AVATAR_NOT_IMAGE;
  if (file.size > AVATAR_MAX_BYTES) return AVATAR_TOO_LARGE;
  return null;
}

/** POST /api/me/avatar (multipart field `file`). */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload<{ avatarUrl: string }>("/api/me/avatar", form);
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: meQueryKey }),
  });
}
