import { useMutation } from "@tanstack/react-query";
import { apiBlob } from "#web/lib/api-client.ts";

/** GET /api/me/training-pdfs/{n}, saved by the browser as Phase-{n}.pdf (spec §8). */
export async function downloadTrainingPdf(phase: number) {
  const blob = await apiBlob(`/api/me/training-pdfs/${phase}`);
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = `Phase-${phase}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the blob to the download; free it on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export const useDownloadTrainingPdf = () => useMutation({ mutationFn: downloadTrainingPdf });
