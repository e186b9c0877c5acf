import ts from 'typescript';

/** A file's use of something another file added to the global scope with `declare global`. */
export interface GlobalUse {
  readonly file: string;
  /** What is used: `SiteWidgets`, `ready`. */
  readonly name: string;
  readonly declaredIn: string;
}

function inDeclareGlobal(node: ts.Node): boolean {
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
    ts.isPropertySignature(node) || ts.isMethodSignature(node) || ts.isVariableDeclaration(node) || ts.isFunctionDeclaration(node) || ts.isTypeAliasDeclaration(node);
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
  for (const source of program.getSourceFiles()) if (within(source.fileName) && source.text.includes('declare global')) collect(source);
  return names;
}

/**
 * Every use, in the files `within` holds, of a global one of those files declared: an
 * import no `import` line shows (`window.SiteWidgets?.ready` in the runtime depends on
 * whichever file declared `SiteWidgets` and `ready`).
 */
export function globalUses(program: ts.Program, within: (file: string) => boolean): GlobalUse[] {
  const checker = program.getTypeChecker();
  const names = globalNames(program, within);
  const uses: GlobalUse[] = [];
  for (const source of program.getSourceFiles()) {
    if (!within(source.fileName)) continue;
    const visit = (node: ts.Node): void => {
      if (ts.isIdentifier(node) && names.has(node.text)) {
        for (const declaration of checker.getSymbolAtLocation(node)?.declarations ?? []) {
          const declaredIn = declaration.getSourceFile().fileName;
          if (declaredIn !== source.fileName && within(declaredIn) && !isContainer(declaration) && inDeclareGlobal(declaration)) {
            uses.push({ file: source.fileName, name: node.text, declaredIn });
          }
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
