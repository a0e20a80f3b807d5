/**
 * Where visitors reach the team (spec §1: "Reach Us", footer contact e-mail, social and website
 * links). Compile-time constants: the built bundle is static and served as is, so there is no
 * runtime configuration to read them from. Change them here when the real addresses exist.
 */
export const SUPPORT_EMAIL = "support@gameready.example";
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;
export const WEBSITE_URL = "https://gameready.example";
export const SOCIAL_PROFILE = { label: "Instagram", handle: "@gameready", url: "https://www.instagram.com/gameready" } as const;
