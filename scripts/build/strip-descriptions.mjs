/**
 * A widget's `attributes.ts` gives each attribute a description: the sentence of its row in
 * the docs' attribute tables (`npm run generate` reads the sources, not the bundle). The
 * browser never shows it, yet bundled as is every widget's chunk carried its sentences
 * (about 3 KB compressed on the page of every public widget). The production build reads
 * each declaration with a description left empty; the sources, the generated tables and the
 * tests under jest keep them.
 */
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const DECLARATION = /[\\/]src[\\/](?:widgets|admin)[\\/][^\\/]+[\\/]attributes\.ts$/;

/**
 * Whether an expression is text known when building: a string, a template without `${}`, or their `+`.
 * @param {import('typescript').Expression} node
 * @returns {boolean}
 */
function isText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isParenthesizedExpression(node)) return isText(node.expression);
  return ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken && isText(node.left) && isText(node.right);
}

/**
 * The source with every `description: '…'` emptied (`description: ""`).
 * @param {string} source
 * @param {string} file
 * @returns {string}
 */
function withoutDescriptions(source, file) {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  /** @type {[number, number][]} */
  const spans = [];
  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && node.name.text === 'description' && isText(node.initializer)) {
      spans.push([node.initializer.getStart(tree), node.initializer.getEnd()]);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  let result = source;
  for (const [start, end] of spans.reverse()) result = `${result.slice(0, start)}""${result.slice(end)}`;
  return result;
}

/** @type {import('esbuild').Plugin} */
export const stripDescriptions = {
  name: 'strip-descriptions',
  setup(build) {
    build.onLoad({ filter: DECLARATION }, async (args) => ({
      contents: withoutDescriptions(await readFile(args.path, 'utf8'), args.path),
      loader: 'ts',
    }));
  },
};
