/**
 * Renders docs/api.md from the OpenAPI document the route contracts generate
 * (server/src/plugins/contracts.ts, docs/decisions/0072). Pure: document + template in,
 * markdown out, so the drift test can compare without writing anything.
 */

type Schema = Record<string, unknown>;
interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
  consumes?: string[];
  produces?: string[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  tags?: Array<{ name: string; description?: string }>;
  components?: { schemas?: Record<string, Schema> };
}

export const ROUTES_MARKER = "<!-- routes: generated below from the route contracts -->";
const METHOD_ORDER = ["get", "post", "put", "patch", "delete"];

/** A JSON Schema as a compact TypeScript-like type: `{a: string, b?: number | null}`. */
export function typeOf(s: Schema | undefined): string {
  if (!s || Object.keys(s).filter((k) => k !== "description").length === 0) return "any";
  const nullable = s.nullable === true ? " | null" : "";
  if (typeof s.$ref === "string") return s.$ref.split("/").pop()! + nullable;
  if (Array.isArray(s.enum))
    return (
      (s.enum as unknown[]).map((v) => JSON.stringify(v)).join(" | ") +
      (nullable && !s.enum.includes(null) ? nullable : "")
    );
  // JSON Schema 2020-12 (OpenAPI 3.1) writes "string or null" as `type: ["string", "null"]`.
  if (Array.isArray(s.type))
    return [...new Set((s.type as string[]).map((t) => typeOf({ ...s, type: t })))].join(" | ") + nullable;
  if (Array.isArray(s.anyOf) || Array.isArray(s.oneOf)) {
    const parts = [...new Set(((s.anyOf ?? s.oneOf) as Schema[]).map(typeOf))];
    return parts.join(" | ") + nullable;
  }
  switch (s.type) {
    case "string":
      return (s.format === "date-time" ? "ISO date-time" : "string") + nullable;
    case "integer":
    case "number":
    case "boolean":
    case "null":
      return String(s.type) + nullable;
    case "array": {
      const prefix = (s.prefixItems ?? (Array.isArray(s.items) ? s.items : undefined)) as Schema[] | undefined;
      if (prefix) return `[${prefix.map(typeOf).join(", ")}]` + nullable;
      if (typeof s.minItems === "number" && s.minItems === s.maxItems && s.minItems <= 4) {
        return `[${Array.from({ length: s.minItems }, () => typeOf(s.items as Schema)).join(", ")}]` + nullable;
      }
      const item = typeOf(s.items as Schema);
      return (item.includes(" | ") ? `(${item})[]` : `${item}[]`) + nullable;
    }
    case "object":
    default: {
      const props = (s.properties ?? {}) as Record<string, Schema>;
      const required = new Set((s.required ?? []) as string[]);
      const fields = Object.entries(props).map(([k, v]) => `${k}${required.has(k) ? "" : "?"}: ${typeOf(v)}`);
      const extra = s.additionalProperties;
      if (extra && typeof extra === "object" && Object.keys(extra).length > 0)
        fields.push(`[key: string]: ${typeOf(extra as Schema)}`);
      else if (extra === true || (extra && typeof extra === "object")) fields.push("…");
      return (fields.length ? `{${fields.join(", ")}}` : "object") + nullable;
    }
  }
}

function code(text: string): string {
  return "`" + text.replace(/`/g, "'") + "`";
}

function inputs(op: Operation): string[] {
  const lines: string[] = [];
  for (const where of ["path", "query"]) {
    // better-auth's catch-all `*` is part of the path as shown, not a parameter worth a line.
    const ps = (op.parameters ?? []).filter((p) => p.in === where && p.name !== "*");
    if (ps.length === 0) continue;
    const list = ps.map((p) => {
      const def = p.schema && "default" in p.schema ? ` = ${JSON.stringify(p.schema.default)}` : "";
      return code(`${p.name}${p.required ? "" : "?"}: ${typeOf(p.schema)}${def}`);
    });
    lines.push(`- ${where === "path" ? "path" : "query"}: ${list.join(", ")}`);
  }
  if (op.consumes?.includes("multipart/form-data")) lines.push("- body: `multipart/form-data`");
  for (const [type, media] of Object.entries(op.requestBody?.content ?? {}))
    lines.push(`- body (${type}): ${code(typeOf(media.schema))}`);
  return lines;
}

function answers(op: Operation): string {
  const out: string[] = [];
  for (const [status, res] of Object.entries(op.responses ?? {})) {
    const media = Object.entries(res.content ?? {});
    const produced = op.produces?.join(", ");
    if (media.length === 0) out.push(`\`${status}\`${produced ? ` ${produced}` : ""}`);
    const desc = res.description && res.description !== "Default Response" ? ` (${res.description})` : "";
    if (media.length === 0) out[out.length - 1] += desc;
    for (const [type, m] of media) {
      out.push(
        type === "application/json" ? `\`${status}\` ${code(typeOf(m.schema))}${desc}` : `\`${status}\` ${type}${desc}`,
      );
    }
  }
  return `- answers: ${out.join("; ")}`;
}

/** The reference section: one heading per tag, one entry per route, in registration order. */
export function renderRoutes(doc: OpenApiDocument): string {
  const tags = doc.tags ?? [];
  const byTag = new Map<string, string[]>(tags.map((t) => [t.name, []]));
  for (const [path, item] of Object.entries(doc.paths)) {
    const methods = Object.keys(item).sort((a, b) => METHOD_ORDER.indexOf(a) - METHOD_ORDER.indexOf(b));
    for (const method of methods) {
      const op = item[method]!;
      const tag = op.tags?.[0] ?? "untagged";
      if (!byTag.has(tag)) byTag.set(tag, []);
      const entry = [`### \`${method.toUpperCase()} ${path.replace("{*}", "*").replace(/\{([^}]+)\}/g, ":$1")}\``, ""];
      if (op.summary) entry.push(op.summary, "");
      entry.push(...inputs(op), answers(op));
      if (op.description) entry.push("", op.description);
      byTag.get(tag)!.push(entry.join("\n"));
    }
  }
  const sections: string[] = [];
  for (const [tag, entries] of byTag) {
    if (entries.length === 0) continue;
    const about = tags.find((t) => t.name === tag)?.description;
    sections.push(`## ${about ? `${about} (\`${tag}\`)` : tag}\n\n${entries.join("\n\n")}`);
  }
  const shared = Object.entries(doc.components?.schemas ?? {})
    .filter(([name]) => !name.endsWith("Input"))
    .map(([name, s]) => `- \`${name}\`: ${code(typeOf(s))}`);
  if (shared.length > 0) sections.push(`## Shared shapes\n\n${shared.join("\n")}`);
  return sections.join("\n\n");
}

/** The whole file: the hand-written template with the generated reference at its marker. */
export function renderApiDoc(doc: OpenApiDocument, template: string): string {
  if (!template.includes(ROUTES_MARKER)) throw new Error(`The template lacks the marker ${ROUTES_MARKER}`);
  return template.replace(ROUTES_MARKER, `${ROUTES_MARKER}\n\n${renderRoutes(doc)}`).trimEnd() + "\n";
}
