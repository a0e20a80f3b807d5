import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import type { StorageConfig } from "#server/core/config";

/**
 * An S3-compatible server in this process (s3rver: the real S3 REST protocol, objects in a temp
 * folder), for the storage driver's tests (decision 0094). No container runtime is needed.
 * TEST_STORAGE=s3 makes every test server use one (testing/server.ts), as TEST_DATABASE_URL
 * makes them use PostgreSQL.
 */
export const testStorageKind: "local" | "s3" = process.env.TEST_STORAGE === "s3" ? "s3" : "local";

/** s3rver accepts these (its default account). */
export const S3RVER_KEY = "S3RVER";

export interface TestS3 {
  endpoint: string;
  /** Creates a fresh bucket (a unique name) and returns the config pointing at it. */
  bucket(prefix?: string): Promise<Extract<StorageConfig, { driver: "s3" }>>;
  /** The environment variables a spawned server needs for `config`. */
  env(config: Extract<StorageConfig, { driver: "s3" }>): Record<string, string>;
  close(): Promise<void>;
}

export async function startS3(): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), "gameready-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: "us-east-1",
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  return {
    endpoint,
    async bucket(prefix = "") {
      const bucket = `gr-test-${Date.now().toString(36)}-${randomBytes(4).toString("hex")}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return {
        driver: "s3",
        bucket,
        region: "us-east-1",
        endpoint,
        forcePathStyle: true,
        accessKeyId: S3RVER_KEY,
        secretAccessKey: S3RVER_KEY,
        prefix,
      };
    },
    env(c) {
      return {
        STORAGE: "s3",
        S3_ENDPOINT: c.endpoint ?? "",
        S3_REGION: c.region,
        S3_BUCKET: c.bucket,
        S3_FORCE_PATH_STYLE: String(c.forcePathStyle),
        S3_ACCESS_KEY_ID: c.accessKeyId ?? "",
        S3_SECRET_ACCESS_KEY: c.secretAccessKey ?? "",
        S3_PREFIX: c.prefix,
      };
    },
    async close() {
      client.destroy();
      // Keep-alive sockets of clients that did not close would hold close() open.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
