import http from "node:http";

/** Live count fan-out: N event-stream clients, one new profile, time until every client has the new count. */

export interface FanoutFigures {
  clients: number;
  connected: number;
  received: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  connectMs: number;
  rssBefore: number;
  rssConnected: number;
}

interface Client {
  lastCount: number;
  gotAt: number;
  req: http.ClientRequest;
}

function openClient(url: string, agent: http.Agent, onCount: (c: Client) => void): Promise<Client> {
  return new Promise((resolve, reject) => {
    const client = { lastCount: -1, gotAt: 0 } as Client;
    client.req = http.get(url, { agent, headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`event stream answered ${res.statusCode}`));
      res.setEncoding("utf8");
      let buf = "";
      res.on("data", (chunk: string) => {
        buf += chunk;
        let consumed = 0;
        for (const m of buf.matchAll(/data: \{"count":(\d+)\}\n\n/g)) {
          client.lastCount = Number(m[1]);
          client.gotAt = performance.now();
          consumed = m.index + m[0].length;
          onCount(client);
        }
        buf = buf.slice(consumed);
        if (client.lastCount >= 0) resolve(client);
      });
      res.on("error", () => {});
    });
    client.req.on("error", reject);
  });
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/**
 * `addProfile` makes one more profile and resolves with the time (performance.now) just before
 * the write; clients are timed from then to the event carrying the new count.
 */
export async function runFanout(
  url: string,
  clients: number,
  rss: () => number,
  addProfile: () => Promise<number>,
): Promise<FanoutFigures> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const rssBefore = rss();
  const t = performance.now();
  let target = Infinity;
  let done = 0;
  let allDone: () => void = () => {};
  const finished = new Promise<void>((r) => (allDone = r));
  const onCount = (c: Client) => {
    if (c.lastCount >= target && !(c as Client & { counted?: boolean }).counted) {
      (c as Client & { counted?: boolean }).counted = true;
      if (++done === clients) allDone();
    }
  };
  const open: Client[] = [];
  // Connect in waves of 100, as a crowd arrives, not one SYN storm.
  for (let i = 0; i < clients; i += 100) {
    open.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(100, clients - i) }, () =>
          openClient(`${url}/api/athletes/count/events`, agent, onCount),
        ),
      )),
    );
  }
  const connectMs = performance.now() - t;
  await new Promise((r) => setTimeout(r, 500));
  const rssConnected = rss();
  const before = Math.max(...open.map((c) => c.lastCount));
  target = before + 1;
  const t0 = await addProfile();
  await Promise.race([finished, new Promise((r) => setTimeout(r, 30_000))]);
  const times = open
    .filter((c) => c.lastCount >= target)
    .map((c) => c.gotAt - t0)
    .sort((a, b) => a - b);
  for (const c of open) c.req.destroy();
  agent.destroy();
  return {
    clients,
    connected: open.length,
    received: times.length,
    p50Ms: pct(times, 50),
    p99Ms: pct(times, 99),
    maxMs: times.at(-1) ?? NaN,
    connectMs,
    rssBefore,
    rssConnected,
  };
}
