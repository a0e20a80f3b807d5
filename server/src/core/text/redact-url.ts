/**
 * Query parameters that carry a secret: verification and reset links (`token`), a key or code
 * (issue #14, finding 6). Log lines keep the path and the parameter's name, never its value.
 */
const SECRET_PARAMS = /([?&](?:token|key|code|secret)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, "$1[redacted]");
}
