/**
 * valibot is one ES module: esbuild keeps, in the one chunk every validating widget
 * shares, the union of the functions any importer uses. The admin editors' own schemas
 * would then weigh on every public page. Their imports get a module of their own (the
 * same file under another identity), so each side carries only what it uses; an admin
 * page pays for two small copies instead (measured: without it the public pages carry 0.25 to
 * 0.45 KB more, gzip, and the recipe form 1.6 KB less).
 *
 * That is right only while valibot is one module whose state (its global config and messages)
 * nothing sets, so that a schema behaves the same through either copy:
 * test/unit/build/admin-valibot.test.ts fails when valibot as installed stops being so.
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
