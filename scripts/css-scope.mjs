// Used by the build (widget CSS is refused unless scoped) and by the build-output test.
/** Selectors of a stylesheet that could restyle the host page (none may lack a `.sw-` class). */
export function unscopedSelectors(css) {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(/[{}]/)
    .filter((_, index) => index % 2 === 0)
    .map((prelude) => prelude.trim())
    .filter((prelude) => prelude !== '' && !prelude.startsWith('@') && !/^(from|to|\d+%)/.test(prelude))
    .flatMap((prelude) => prelude.split(',').map((selector) => selector.trim()))
    .filter((selector) => !/\.sw-[\w-]/.test(selector));
}
