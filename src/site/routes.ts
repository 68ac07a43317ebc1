/**
 * Maps the files of docs/ to the routes they are served at, the way the docs plugin does with
 * routeBasePath '/' and trailing slashes (folder/index.mdx → /folder/). Used at build time by the
 * config (to activate only redirects whose target exists) and by the route report and tests.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const DOC_EXTENSIONS = ['.md', '.mdx'];

export function docFiles(docsDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('_') || name.startsWith('.')) continue;
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (DOC_EXTENSIONS.includes(path.extname(name))) found.push(path.relative(docsDir, full));
    }
  };
  walk(docsDir);
  return found;
}

/**
 * `api/cards.mdx` → `/api/cards/`; `api/index.mdx` → `/api/`; like the docs plugin, a file named as
 * its folder is the folder's index (`application-review/application-review.mdx` → `/application-review/`)
 * unless its front matter gives an absolute `slug`, the only form this project uses.
 */
export function routeOfDocFile(relativeFile: string, slug?: string): string {
  if (slug) return slug.endsWith('/') ? slug : `${slug}/`;
  const parts = relativeFile.replace(/\.(md|mdx)$/, '').split(path.sep);
  const [folder, name] = [parts.at(-2), parts.at(-1)];
  if (name === 'index' || name === folder) parts.pop();
  const route = parts.join('/');
  return route ? `/${route}/` : '/';
}

/** The absolute `slug:` of a doc's front matter, if it has one. */
export function slugOf(file: string): string | undefined {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return /^slug:\s*['"]?(\/[^'"\s]*)['"]?\s*$/m.exec(frontMatter)?.[1];
}

export function docRoutes(docsDir: string): Set<string> {
  return new Set(docFiles(docsDir).map((file) => routeOfDocFile(file, slugOf(path.join(docsDir, file)))));
}
