import ts from 'typescript';

/** A file's use of something another file added to the global scope (`declare global`, or a declaration file's own). */
export interface GlobalUse {
  readonly file: string;
  /** What is used: `SiteWidgets`, `ready`. */
  readonly name: string;
  readonly declaredIn: string;
}

/** Declared in the global scope: inside `declare global`, or anywhere in a file that is no module (a declaration file without imports or exports). */
function inDeclareGlobal(node: ts.Node): boolean {
  if (!ts.isExternalModule(node.getSourceFile())) return true;
  for (let current: ts.Node | undefined = node; current !== undefined; current = current.parent) {
    if (ts.isModuleDeclaration(current) && (current.flags & ts.NodeFlags.GlobalAugmentation) !== 0) return true;
  }
  return false;
}

/** An interface or namespace merges declarations from everywhere (`Window`): only what is declared in it counts. */
function isContainer(node: ts.Declaration): boolean {
  return ts.isInterfaceDeclaration(node) || ts.isModuleDeclaration(node);
}

/** The name a member, variable, function or type alias is declared with. */
function declaredName(node: ts.Node): string | undefined {
  const named =
    ts.isPropertySignature(node) ||
    ts.isMethodSignature(node) ||
    ts.isVariableDeclaration(node) ||
    ts.isFunctionDeclaration(node) ||
    ts.isTypeAliasDeclaration(node);
  return named && node.name !== undefined && ts.isIdentifier(node.name) ? node.name.text : undefined;
}

/** The names declared in the `declare global` blocks of the files `within` holds: the only ones worth asking the checker about. */
function globalNames(program: ts.Program, within: (file: string) => boolean): Set<string> {
  const names = new Set<string>();
  const collect = (node: ts.Node): void => {
    const name = declaredName(node);
    if (name !== undefined && inDeclareGlobal(node)) names.add(name);
    ts.forEachChild(node, collect);
  };
  for (const source of program.getSourceFiles()) if (within(source.fileName)) collect(source);
  return names;
}

const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/** Whether a property access reads the global object or a global: `window.SiteWidgets`, `window.SiteWidgets?.ready`. */
function onGlobal(access: ts.PropertyAccessExpression, names: ReadonlySet<string>): boolean {
  let root: ts.Expression = access.expression;
  while (ts.isPropertyAccessExpression(root) || ts.isNonNullExpression(root) || ts.isParenthesizedExpression(root)) root = root.expression;
  return ts.isIdentifier(root) && (GLOBAL_OBJECTS.has(root.text) || names.has(root.text));
}

/**
 * Every use, in the files `within` holds, of a global one of those files declared: an
 * import no `import` line shows (`window.SiteWidgets?.ready` in the runtime depends on
 * whichever file declared `SiteWidgets` and `ready`). Names are resolved by the type
 * checker; a property is looked at where it is read off the global object or a global, not
 * through a variable holding it (resolving every `x.user` of the code would take the checker a
 * whole type-check).
 */
export function globalUses(program: ts.Program, within: (file: string) => boolean): GlobalUse[] {
  const checker = program.getTypeChecker();
  const names = globalNames(program, within);
  const uses: GlobalUse[] = [];
  for (const source of program.getSourceFiles()) {
    if (!within(source.fileName)) continue;
    const visit = (node: ts.Node): void => {
      const asked =
        ts.isIdentifier(node) &&
        names.has(node.text) &&
        (!ts.isPropertyAccessExpression(node.parent) || node.parent.name !== node || onGlobal(node.parent, names));
      for (const declaration of (asked ? checker.getSymbolAtLocation(node)?.declarations : undefined) ?? []) {
        const declaredIn = declaration.getSourceFile().fileName;
        if (ts.isIdentifier(node) && declaredIn !== source.fileName && within(declaredIn) && !isContainer(declaration) && inDeclareGlobal(declaration)) {
          uses.push({ file: source.fileName, name: node.text, declaredIn });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return uses;
}

/** The program of the files `tsconfig` names (with its options), as the type-check sees them. */
export function programOf(tsconfig: string): ts.Program {
  const host: ts.ParseConfigFileHost = {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  };
  const parsed = ts.getParsedCommandLineOfConfigFile(tsconfig, {}, host);
  if (parsed === undefined) throw new Error(`cannot read ${tsconfig}`);
  return ts.createProgram(parsed.fileNames, parsed.options);
}
