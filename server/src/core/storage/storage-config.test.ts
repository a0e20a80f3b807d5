import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/core/config";

const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), "gameready-storage-config-")) };

/** STORAGE and S3_* (decision 0094): read once, refused with the variable's name. */
describe("storage configuration", () => {
  it("is local by default", () => {
    expect(loadConfig(base).storage).toEqual({ driver: "local" });
  });

  it("reads every S3 variable; the prefix gets its trailing slash", () => {
    const config = loadConfig({
      ...base,
      STORAGE: "s3",
      S3_ENDPOINT: "http://minio:9000",
      S3_REGION: "eu-west-1",
      S3_BUCKET: "gameready-files",
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_PREFIX: "prod/gameready",
    });
    expect(config.storage).toEqual({
      driver: "s3",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      bucket: "gameready-files",
      forcePathStyle: true,
      accessKeyId: "id",
      secretAccessKey: "secret",
      prefix: "prod/gameready/",
    });
  });

  it("defaults: AWS's endpoint, us-east-1, virtual-host style, the SDK's credentials, no prefix", () => {
    expect(loadConfig({ ...base, STORAGE: "s3", S3_BUCKET: "b-1" }).storage).toEqual({
      driver: "s3",
      bucket: "b-1",
      region: "us-east-1",
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: undefined,
      secretAccessKey: undefined,
      prefix: "",
    });
  });

  it.each([
    [{ STORAGE: "disk" }, "STORAGE: must be local or s3"],
    [{ STORAGE: "s3" }, "S3_BUCKET: required when STORAGE=s3"],
    [{ STORAGE: "s3", S3_BUCKET: "Bad_Bucket" }, "S3_BUCKET: must be a bucket name"],
    [{ STORAGE: "s3", S3_BUCKET: "ok-bucket", S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT: must be an http(s) URL"],
    [
      { STORAGE: "s3", S3_BUCKET: "ok-bucket", S3_FORCE_PATH_STYLE: "yes" },
      "S3_FORCE_PATH_STYLE: must be true or false",
    ],
    [{ STORAGE: "s3", S3_BUCKET: "ok-bucket", S3_SECRET_ACCESS_KEY: "s" }, "give both or neither"],
    [{ STORAGE: "s3", S3_BUCKET: "ok-bucket", S3_PREFIX: "../up" }, "S3_PREFIX: must be folder names"],
  ])("refuses %j", (env, message) => {
    expect(() => loadConfig({ ...base, ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, ...env })).toThrow(message);
  });
});
