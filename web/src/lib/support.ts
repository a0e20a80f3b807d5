import { DEFAULT_SUPPORT_EMAIL, SUPPORT_EMAIL_META } from "#domain/site";

/**
 * Where visitors reach the team (spec §1: "Reach Us", footer contact e-mail, social and website
 * links). The support address is the server's SUPPORT_EMAIL, which it writes into index.html's
 * meta tag (server/src/web/spa.ts). The website and social links are the product's own and stay
 * compile-time constants: change them here when the real addresses exist.
 */
function configuredSupportEmail(): string {
  if (typeof document === "undefined") return DEFAULT_SUPPORT_EMAIL;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${SUPPORT_EMAIL_META}"]`);
  return meta?.content.trim() || DEFAULT_SUPPORT_EMAIL;
}

export const SUPPORT_EMAIL = configuredSupportEmail();
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
export const WEBSITE_URL = "https://gameready.example";
export const SOCIAL_PROFILE = {
  label: "Instagram",
  handle: "@gameready",
  url: "https://www.instagram.com/gameready",
} as const;
