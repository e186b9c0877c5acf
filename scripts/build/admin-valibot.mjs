/**
 * valibot is one ES module: esbuild keeps, in the one chunk every validating widget
 * shares, the union of the functions any importer uses. The admin editors' own schemas
 * would then weigh on every public page. Their imports get a module of their own (the
 * same file under another identity), so each side carries only what it uses; an admin
 * page pays for two small copies instead.
 */
/** @type {import('esbuild').Plugin} */
export const adminValibot = {
  name: 'admin-valibot',
  setup(build) {
    build.onResolve({ filter: /^valibot$/ }, async (args) => {
      if (!/[\\/]src[\\/]admin[\\/]/.test(args.importer)) return undefined;
      const resolved = await build.resolve(args.path, { resolveDir: args.resolveDir, kind: args.kind });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, suffix: '?admin' };
    });
  },
};
