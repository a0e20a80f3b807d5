import type { FastifyPluginAsync } from "fastify";
import signupRoutes from "#server/features/signup/routes";
import myDataRoutes from "./my-data-routes.ts";
import avatarRoutes from "./avatar-routes.ts";

/** Sign-up with answers, the athlete's own profile, answers and avatar (issue #3). */
const plugin: FastifyPluginAsync = async (app) => {
  await app.register(signupRoutes);
  await app.register(myDataRoutes);
  await app.register(avatarRoutes);
};
export default plugin;
