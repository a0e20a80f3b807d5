/** The part of s3rver (no published types) that testing/s3.ts uses. */
declare module "s3rver" {
  import type { Server } from "node:http";
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory?: string });
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}
