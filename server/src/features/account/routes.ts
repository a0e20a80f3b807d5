import type { FastifyPluginAsync } from "fastify";
import myDataRoutes from "./my-data-routes.ts";
import avatarRoutes from "./avatar-routes.ts";

/** The athlete's own profile, answers and avatar (issue #3). */
const plugin: FastifyPluginAsync = async (app) => {
  await app.register(myDataRoutes);
  await app.register(avatarRoutes);
};
export default plugin;
