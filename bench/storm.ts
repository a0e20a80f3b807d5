/**
 * Download storm (issue #13): `/api/health` latency, one request at a time, first on a quiet
 * server and then while one signed-in account repeats phase PDF downloads from several
 * connections at once. Issue #14 measured health going from 5 ms to about 1 s during such a
 * storm (the PDF was rendered on the event loop); the goal is that everyone else stays served.
 */
export interface StormFigures {
  idleP95: number;
  stormP95: number;
  healthRequests: number;
  downloads: number;
  downloadErrors: number;
}

const p95 = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.floor(s.length * 0.95))]! : NaN;
};

async function healthLatencies(url: string, until: () => boolean): Promise<number[]> {
  const out: number[] = [];
  while (!until()) {
    const t = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    out.push(performance.now() - t);
  }
  return out;
}

export async function measureStorm(
  url: string,
  cookie: string,
  seconds: number,
  downloaders = 4,
): Promise<StormFigures> {
  const idleEnd = Date.now() + Math.max(500, (seconds * 1000) / 2);
  const idle = await healthLatencies(url, () => Date.now() > idleEnd);

  const stormEnd = Date.now() + seconds * 1000;
  let downloads = 0;
  let downloadErrors = 0;
  const downloader = async (i: number) => {
    for (let n = i; Date.now() < stormEnd; n++) {
      const res = await fetch(`${url}/api/me/training-pdfs/${(n % 2) + 1}`, { headers: { cookie } }).catch(() => null);
      if (res) await res.arrayBuffer().catch(() => {});
      if (res?.ok) downloads++;
      else downloadErrors++;
    }
  };
  const storm = Promise.all(Array.from({ length: downloaders }, (_, i) => downloader(i)));
  // Let the storm start before the first health request is timed.
  await new Promise((r) => setTimeout(r, 100));
  const during = await healthLatencies(url, () => Date.now() > stormEnd);
  await storm;
  return {
    idleP95: p95(idle),
    stormP95: p95(during),
    healthRequests: during.length,
    downloads,
    downloadErrors,
  };
}
