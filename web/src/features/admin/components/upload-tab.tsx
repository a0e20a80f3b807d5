import { useRef, useState, type FormEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { toast } from "#web/lib/toast.ts";
import { Button } from "#web/components/ui/button.tsx";
import { ProgressBar } from "#web/components/ui/progress.tsx";
import { ApiError } from "#web/lib/api-client.ts";
import { athletesQueryKey, type AdminAthlete } from "../api/list-athletes.ts";
import { MAX_PDF_BYTES, uploadTrainingPdf } from "../api/upload-training-pdf.ts";
import { AthletePicker } from "./athlete-picker.tsx";
import { formatBytes, formatDateTime, initials } from "./format.ts";

export const UPLOAD_MESSAGES = {
  notPdf: "Please upload a PDF file",
  tooLarge: "The PDF is too large: the limit is 20 MB.",
  failed: "Failed to upload PDF. Please try again.",
  success: (phase: number) => `Phase ${phase} PDF uploaded successfully`,
} as const;

const PHASES = [
  { phase: 1 as const, label: "Phase 1", weeks: "Weeks 1-4" },
  { phase: 2 as const, label: "Phase 2", weeks: "Weeks 5-8" },
];

/** The browser's type is only a first check; the server judges the content. */
function isPdfFile(file: File): boolean {
  return file.type === "application/pdf" || (file.type === "" && /\.pdf$/i.test(file.name));
}

function Step({ n, title, children }: { n: number; title: string; children: React.ReactNode }) {
  return (
    <section className="card-glow p-4 sm:p-6" aria-labelledby={`upload-step-${n}`}>
      <h2 id={`upload-step-${n}`} className="flex items-center gap-3 text-base">
        <span
          aria-hidden="true"
          className="grid h-7 w-7 place-items-center rounded-full border border-neon-cyan/70 text-sm text-neon-cyan"
        >
          {n}
        </span>
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** 'Upload PDFs': athlete, phase, file, then an upload with a progress bar. */
export function UploadTab({
  athlete,
  onAthleteChange,
  onSessionLost,
}: {
  athlete: AdminAthlete | null;
  onAthleteChange: (a: AdminAthlete | null) => void;
  onSessionLost: () => void;
}) {
  const queryClient = useQueryClient();
  const [phase, setPhase] = useState<1 | 2 | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const uploading = progress !== null;
  const missing = [!athlete && "choose an athlete", !phase && "pick a phase", !file && "choose a PDF file"].filter(
    Boolean,
  );

  function chooseFile(f: File | undefined) {
    setFileError(null);
    setFile(null);
    if (!f) return;
    if (!isPdfFile(f)) {
      setFileError(UPLOAD_MESSAGES.notPdf);
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    if (f.size > MAX_PDF_BYTES) {
      setFileError(UPLOAD_MESSAGES.tooLarge);
      if (fileRef.current) fileRef.current.value = "";
      return;
    }
    setFile(f);
  }

  async function upload(e: FormEvent) {
    e.preventDefault();
    if (!athlete || !phase || !file || uploading) return;
    setProgress(0);
    try {
      const result = await uploadTrainingPdf({
        userId: athlete.userId,
        phase,
        file,
        onProgress: (f) => setProgress(Math.round(f * 100)),
      });
      setProgress(100);
      toast.success(UPLOAD_MESSAGES.success(result.phase), { duration: 5000 });
      setFile(null);
      if (fileRef.current) fileRef.current.value = "";
      // The new state shows in both tabs.
      onAthleteChange({
        ...athlete,
        pdfs: athlete.pdfs.map((p) =>
          p.phase === result.phase
            ? { ...p, uploaded: true, uploadedAt: result.uploadedAt, sizeBytes: result.sizeBytes }
            : p,
        ) as typeof athlete.pdfs,
      });
      await queryClient.invalidateQueries({ queryKey: athletesQueryKey });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        onSessionLost();
        return;
      }
      // A refused file (400, 413) says what is wrong with it, and a storage fault (disk full,
      // folder not writable) that nothing was changed; anything else is our generic failure.
      const told =
        err instanceof ApiError &&
        (err.status === 400 ||
          err.status === 413 ||
          err.status === 404 ||
          err.code === "STORAGE_FULL" ||
          err.code === "STORAGE_UNAVAILABLE") &&
        err.message;
      toast.error(told ? err.message : UPLOAD_MESSAGES.failed);
    } finally {
      setProgress(null);
    }
  }

  return (
    <form onSubmit={upload} className="grid gap-4 lg:grid-cols-2" aria-label="Upload a phase PDF" noValidate>
      <div className="lg:col-span-2">
        <Step n={1} title="Athlete">
          {athlete ? (
            <div className="flex flex-wrap items-center gap-3">
              <span
                aria-hidden="true"
                className="grid h-11 w-11 shrink-0 place-items-center rounded-full bg-gradient-neon font-display text-sm font-bold text-bg"
              >
                {initials(athlete.fullName)}
              </span>
              <div className="min-w-0 flex-1">
                <p className="truncate font-semibold" data-testid="selected-athlete">
                  {athlete.fullName}
                </p>
                <p className="truncate text-sm text-muted">{athlete.email}</p>
              </div>
              <Button variant="outline" size="sm" onClick={() => onAthleteChange(null)} disabled={uploading}>
                Change athlete
              </Button>
            </div>
          ) : (
            <AthletePicker onPick={onAthleteChange} onSessionLost={onSessionLost} />
          )}
        </Step>
      </div>

      <Step n={2} title="Phase">
        <fieldset>
          <legend className="sr-only">Phase</legend>
          <div className="grid grid-cols-2 gap-2">
            {PHASES.map((p) => {
              const state = athlete?.pdfs.find((s) => s.phase === p.phase);
              return (
                <label
                  key={p.phase}
                  className="cursor-pointer rounded-lg border border-border bg-surface-2/60 p-3 hover:border-neon-cyan has-[:checked]:border-neon-cyan has-[:checked]:shadow-glow has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-neon-cyan"
                >
                  <input
                    type="radio"
                    name="phase"
                    value={p.phase}
                    checked={phase === p.phase}
                    onChange={() => setPhase(p.phase)}
                    className="sr-only"
                  />
                  <span className="block font-display text-sm font-bold">{p.label}</span>
                  <span className="block text-sm text-muted">{p.weeks}</span>
                  {athlete ? (
                    <span className={`mt-1 block text-xs ${state?.uploaded ? "text-neon-lime" : "text-muted"}`}>
                      {state?.uploaded ? `Uploaded ${formatDateTime(state.uploadedAt!)}` : "Not uploaded yet"}
                    </span>
                  ) : null}
                </label>
              );
            })}
          </div>
        </fieldset>
        {athlete && phase && athlete.pdfs.find((s) => s.phase === phase)?.uploaded ? (
          <p className="mt-3 text-sm text-muted">Uploading replaces the current Phase {phase} PDF.</p>
        ) : null}
      </Step>

      <Step n={3} title="PDF file">
        <label htmlFor="pdf-file" className="block text-sm font-semibold">
          Training PDF (max 20 MB)
        </label>
        <input
          ref={fileRef}
          id="pdf-file"
          type="file"
          accept="application/pdf,.pdf"
          onChange={(e) => chooseFile(e.target.files?.[0])}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? "pdf-file-error" : undefined}
          disabled={uploading}
          className="mt-2 block w-full cursor-pointer rounded-lg border border-dashed border-border bg-surface-2/60 p-3 text-sm text-muted file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-neon-violet file:px-3 file:py-2 file:font-semibold file:text-white hover:border-neon-cyan"
        />
        {fileError ? (
          <p id="pdf-file-error" role="alert" className="mt-2 text-sm font-medium text-danger">
            {fileError}
          </p>
        ) : null}
        {file ? (
          <p className="mt-2 truncate text-sm">
            {file.name} · {formatBytes(file.size)}
          </p>
        ) : null}
      </Step>

      <div className="space-y-3 lg:col-span-2">
        {uploading ? (
          <div className="card-glow p-4">
            <div className="flex justify-between text-sm">
              <span id="upload-progress-label">Uploading Phase {phase} PDF…</span>
              <span aria-hidden="true">{progress}%</span>
            </div>
            <ProgressBar
              value={progress ?? 0}
              aria-labelledby="upload-progress-label"
              className="relative mt-2 h-3 w-full overflow-hidden rounded-full bg-surface-2"
              indicatorClassName="h-full bg-gradient-neon transition-transform duration-200"
              indicatorStyle={{ transform: `translateX(-${100 - (progress ?? 0)}%)` }}
            />
          </div>
        ) : null}
        <Button
          type="submit"
          variant="hero"
          size="lg"
          className="w-full sm:w-auto"
          disabled={!athlete || !phase || !file || uploading}
        >
          {uploading ? "Uploading..." : phase ? `Upload Phase ${phase} PDF` : "Upload PDF"}
        </Button>
        {missing.length > 0 ? <p className="text-sm text-muted">{`To upload, ${missing.join(", ")}.`}</p> : null}
      </div>
    </form>
  );
}
