/**
 * Maps the files of docs/ to the routes they are served at, the way the docs plugin does with
 * routeBasePath '/' and trailing slashes (folder/index.mdx → /folder/). Used at build time by the
 * config (to activate only redirects whose target exists) and by the route report and tests.
 */
import { readdirSync, statSync } from 'node:fs';
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

/** `api/cards.mdx` → `/api/cards/`; `api/index.mdx` → `/api/`. Slug front matter is not used in this project. */
export function routeOfDocFile(relativeFile: string): string {
  const withoutExt = relativeFile
    .replace(/\.(md|mdx)$/, '')
    .split(path.sep)
    .join('/');
  const withoutIndex = withoutExt === 'index' ? '' : withoutExt.replace(/\/index$/, '');
  return withoutIndex ? `/${withoutIndex}/` : '/';
}

export function docRoutes(docsDir: string): Set<string> {
  return new Set(docFiles(docsDir).map(routeOfDocFile));
}
