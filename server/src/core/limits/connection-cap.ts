/**
 * Long-held connections (the live-count event streams) per client address and in total (issue
 * #14 finding 4: 3,000 streams from one address were all held). In this process's memory: what
 * they hold is this process's sockets and memory, and a slot goes with its connection.
 */
export interface ConnectionCapLimits {
  perAddress: number;
  total: number;
}

export type CapAnswer = { ok: true; release: () => void } | { ok: false; reason: "address" | "total" };

export class ConnectionCap {
  private readonly byAddress = new Map<string, number>();
  private open = 0;

  constructor(readonly limits: ConnectionCapLimits) {}

  /** A slot for one more connection from `address` (release it when the connection closes), or why not. */
  acquire(address: string): CapAnswer {
    const mine = this.byAddress.get(address) ?? 0;
    if (mine >= this.limits.perAddress) return { ok: false, reason: "address" };
    if (this.open >= this.limits.total) return { ok: false, reason: "total" };
    this.byAddress.set(address, mine + 1);
    this.open++;
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        this.open--;
        const left = (this.byAddress.get(address) ?? 1) - 1;
        if (left > 0) this.byAddress.set(address, left);
        else this.byAddress.delete(address);
      },
    };
  }

  get total(): number {
    return this.open;
  }

  countOf(address: string): number {
    return this.byAddress.get(address) ?? 0;
  }
}
