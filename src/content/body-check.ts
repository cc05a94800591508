import { markdownToMdast, mdxToMdast } from 'satteri';
import { mdxComponentNames } from '../core/mdx-names';
import { editorError } from '../core/editor-errors';
import { bodyRefusals, type TreeNode } from '../core/safety';

/*
 * The build's half of "content can only be content" (the rules are src/core/safety.ts): a page's
 * text is parsed by the parser that compiles it (Sätteri, through @astrojs/mdx) and refused, naming the
 * file and the line, before MDX compiles it, so an `import` line or an expression never runs. Called
 * by the content loader (the content sync, the build's first step) and by the step that prepares each
 * MDX file for the compiler (src/integrations/content-bodies.ts). Node only.
 */

/** Astro's frontmatter pattern (@astrojs/internal-helpers/frontmatter), which decides where the text MDX compiles begins. */
const frontmatter = /(?:^\uFEFF?|^\s*\n)(?:---|\+\+\+)([\s\S]*?\n)(?:---|\+\+\+)/;

/** The text MDX compiles: the file with its frontmatter blanked, as @astrojs/mdx does, so lines stay where they are. */
export function compiledText(source: string): string {
  const raw = frontmatter.exec(source)?.[1];
  if (raw === undefined) return source;
  const delimiter = source.includes(`+++${raw}+++`) && !source.includes(`---${raw}---`) ? '+++' : '---';
  return source.replace(`${delimiter}${raw}${delimiter}`, `   ${raw.replace(/[^\r\n]/g, ' ')}   `);
}

/** Throws an EditorError naming the file, the line and the fix at the first thing in a page's text that is not content. */
export function assertOnlyContent(source: string, file: string): void {
  let tree: TreeNode;
  try {
    const parse = file.endsWith('.md') ? markdownToMdast : mdxToMdast;
    tree = parse(compiledText(source), { features: { gfm: true } }) as TreeNode;
  } catch (error) {
    // Not valid MDX: refused here too (the compiler would stop on it), so nothing is left unchecked.
    const message = error instanceof Error ? error.message : String(error);
    const at = /^(\d+):\d+: /.exec(message);
    throw editorError(
      { file, line: at ? Number(at[1]) : undefined },
      `the text cannot be read: ${message.slice(at?.[0].length ?? 0).replace(/\s*\(mdx[^)]*\)\s*$/, '')}`,
      'Check the tags and curly brackets on that line; to show < or { as they are, write \\< or \\{.',
    );
  }
  const [first] = bodyRefusals(tree, mdxComponentNames);
  if (first) throw editorError({ file, line: first.line }, first.problem, first.fix);
}
