import { useId, type ChangeEvent } from "react";
import { toast } from "#web/lib/toast.ts";
import { messageOf } from "#web/lib/api-client.ts";
import { avatarFileProblem, useUploadAvatar } from "../api/upload-avatar.ts";

interface Props {
  name: string;
  initials: string;
  avatarUrl: string | null;
}

/** The ID card's picture: the photo or the initials, with a camera button to replace it. */
export function AvatarUpload({ name, initials, avatarUrl }: Props) {
  const inputId = useId();
  const upload = useUploadAvatar();

  function onFile(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0];
    e.target.value = ""; // choosing the same file again still fires a change
    if (!file) return;
    const problem = avatarFileProblem(file);
    if (problem) return void toast.error(problem);
    upload.mutate(file, {
      onSuccess: () => toast.success("Profile picture updated!"),
      onError: (err) => toast.error(messageOf(err, "Failed to upload image")),
    });
  }

  return (
    <div className="relative mx-auto h-32 w-32 shrink-0">
      <div className="absolute -inset-1 rounded-full bg-gradient-neon opacity-80 blur-[2px]" aria-hidden="true" />
      <div className="relative h-full w-full overflow-hidden rounded-full border-4 border-surface bg-surface-2">
        {avatarUrl ? (
          <img src={avatarUrl} alt={name} className="h-full w-full object-cover" />
        ) : (
          <span
            className="flex h-full w-full items-center justify-center font-display text-4xl font-black text-gradient"
            aria-label={`${name}'s initials`}
            role="img"
          >
            {initials}
          </span>
        )}
        {upload.isPending ? (
          <span className="absolute inset-0 flex items-center justify-center bg-bg/70" role="status">
            <span
              className="h-8 w-8 animate-spin rounded-full border-2 border-neon-cyan border-t-transparent"
              aria-hidden="true"
            />
            <span className="sr-only">Uploading picture…</span>
          </span>
        ) : null}
      </div>
      <label
        htmlFor={inputId}
        title="Change profile picture"
        className="absolute bottom-0 right-0 flex h-10 w-10 cursor-pointer items-center justify-center rounded-full border-2 border-surface bg-neon-cyan text-bg shadow-glow transition-transform hover:scale-110 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-neon-cyan"
      >
        <svg
          viewBox="0 0 24 24"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <path d="M4 8h3l2-3h6l2 3h3v11H4z" />
          <circle cx="12" cy="13" r="3.5" />
        </svg>
        <span className="sr-only">Upload profile picture</span>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          onChange={onFile}
          disabled={upload.isPending}
        />
      </label>
    </div>
  );
}
