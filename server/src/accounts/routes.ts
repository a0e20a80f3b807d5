import type { FastifyPluginAsync } from "fastify";
import signupRoutes from "./signup-routes.ts";
import meRoutes from "./me-routes.ts";
import avatarRoutes from "./avatar-routes.ts";

/** Sign-up with answers, the athlete's own profile, answers and avatar (issue #3). */
const plugin: FastifyPluginAsync = async (app) => {
  await app.register(signupRoutes);
  await app.register(meRoutes);
  await app.register(avatarRoutes);
};
export default plugin;
