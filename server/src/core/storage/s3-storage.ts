import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { Readable } from "node:stream";
import type { StorageConfig } from "#server/core/config";
import { checkKey, StorageUnavailableError, type Storage, type StorageArea } from "./storage.ts";

/**
 * The S3 settings as config.ts reads them (S3_* variables): any S3-compatible endpoint (AWS's when
 * absent), path-style addressing for most self-hosted stores, both keys or neither (then the SDK's
 * usual chain), and a key prefix ("" or ending in "/") before `<area>/<key>`.
 */
export type S3StorageOptions = Omit<Extract<StorageConfig, { driver: "s3" }>, "driver">;

const notFound = (err: unknown) =>
  err instanceof S3ServiceException &&
  (err.name === "NoSuchKey" || err.name === "NotFound" || err.$metadata.httpStatusCode === 404);

/** What the operator is told when the store answers with an error or cannot be reached. */
function unavailable(what: string, bucket: string, err: unknown): StorageUnavailableError {
  const detail =
    err instanceof S3ServiceException
      ? `${err.name} (HTTP ${err.$metadata.httpStatusCode ?? "?"})`
      : `${(err as Error).name}: ${(err as Error).message}`;
  return new StorageUnavailableError(`S3 ${what} in bucket ${bucket} failed: ${detail}`, { cause: err });
}

/**
 * How long one call may take, retries included, before the person waiting is answered 503: a
 * store that accepts connections and never answers must not hold a request for minutes (the
 * SDK's own socket timeout is per attempt, and long, because a download streams to slow phones).
 * An upload carries up to 20 MB, so it gets longer. Once a download's body starts, the deadline
 * no longer applies: the socket timeout governs the stream.
 */
export const S3_DEADLINE_MS = { answer: 8_000, upload: 30_000 } as const;

function within<T>(ms: number, send: (abortSignal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new Error(`no answer within ${ms / 1000} s`)), ms);
  return send(controller.signal).finally(() => clearTimeout(timer));
}

/**
 * Files in an S3-compatible bucket (docs/decisions/0094), so several server processes share
 * them. A PUT is atomic in S3 (readers see the old object or the new one), as the local driver's
 * rename is. Downloads stream the object's body; nothing is buffered.
 */
export function createS3Storage(o: S3StorageOptions): Storage {
  const client = new S3Client({
    region: o.region,
    endpoint: o.endpoint,
    forcePathStyle: o.forcePathStyle,
    credentials:
      o.accessKeyId && o.secretAccessKey
        ? { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey }
        : undefined,
    // Checksums only where S3 requires them: the SDK's default since 3.729 (CRC32 on every
    // request) is refused by several S3-compatible stores; S3 still checks Content-Length.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    // Bounded waits: an unreachable store fails a request instead of hanging it. A download holds
    // its socket while the client reads (a 20 MB PDF to a slow phone: minutes), so more sockets
    // than the SDK's 50, or slow readers would queue every other file behind them.
    requestHandler: {
      connectionTimeout: 5_000,
      requestTimeout: 60_000,
      httpAgent: { keepAlive: true, maxSockets: 512 },
      httpsAgent: { keepAlive: true, maxSockets: 512 },
    },
    maxAttempts: 3,
  });
  const keyOf = (area: StorageArea, key: string) => {
    checkKey(area, key);
    return `${o.prefix}${area}/${key}`;
  };
  const get = async (area: StorageArea, key: string) => {
    const Key = keyOf(area, key);
    try {
      return await within(S3_DEADLINE_MS.answer, (abortSignal) =>
        client.send(new GetObjectCommand({ Bucket: o.bucket, Key }), { abortSignal }),
      );
    } catch (err) {
      if (notFound(err)) return null;
      throw unavailable(`GET ${Key}`, o.bucket, err);
    }
  };

  return {
    kind: "s3",
    async put(area, key, data) {
      const Key = keyOf(area, key);
      try {
        await within(S3_DEADLINE_MS.upload, (abortSignal) =>
          client.send(new PutObjectCommand({ Bucket: o.bucket, Key, Body: data, ContentLength: data.length }), {
            abortSignal,
          }),
        );
      } catch (err) {
        throw unavailable(`PUT ${Key}`, o.bucket, err);
      }
    },
    async read(area, key) {
      const res = await get(area, key);
      if (!res?.Body) return null;
      return Buffer.from(await res.Body.transformToByteArray());
    },
    async open(area, key) {
      const res = await get(area, key);
      if (!res?.Body) return null;
      return { stream: res.Body as Readable, size: res.ContentLength ?? 0 };
    },
    async remove(area, key) {
      const Key = keyOf(area, key);
      try {
        await within(S3_DEADLINE_MS.answer, (abortSignal) =>
          client.send(new DeleteObjectCommand({ Bucket: o.bucket, Key }), { abortSignal }),
        );
      } catch (err) {
        if (!notFound(err)) throw unavailable(`DELETE ${Key}`, o.bucket, err);
      }
    },
    async *list(area) {
      const Prefix = `${o.prefix}${area}/`;
      checkKey(area, "x.xx");
      let ContinuationToken: string | undefined;
      do {
        let page;
        try {
          page = await within(S3_DEADLINE_MS.answer, (abortSignal) =>
            client.send(new ListObjectsV2Command({ Bucket: o.bucket, Prefix, ContinuationToken }), { abortSignal }),
          );
        } catch (err) {
          throw unavailable(`LIST ${Prefix}`, o.bucket, err);
        }
        for (const obj of page.Contents ?? []) if (obj.Key) yield obj.Key.slice(Prefix.length);
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    async check() {
      try {
        await within(S3_DEADLINE_MS.answer, (abortSignal) =>
          client.send(new HeadBucketCommand({ Bucket: o.bucket }), { abortSignal }),
        );
      } catch (err) {
        throw unavailable("HeadBucket", o.bucket, err);
      }
    },
    async close() {
      client.destroy();
    },
  };
}
