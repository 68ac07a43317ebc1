/**
 * The checked description and its views, loaded once per process and shared by the Docusaurus
 * plugin and the remark plugin that feeds the MDX components.
 *
 * The dev server (`npm start`: src/site/devServer.ts) takes two shortcuts, so that the first page
 * and an edit of openapi/ show in seconds:
 * - it serves the bundled description at once and runs Redocly's lint and the project's checks
 *   after, in a process of its own (./devCheck.ts), printing their problems (the build and
 *   `npm run check:api` still fail on them first);
 * - each operation's view is kept between reloads, keyed by the content of the files it can come
 *   from (its resource file and the files that file refers to, the root and shared/, and the
 *   changelog's badges): an edit of one resource file re-makes only that file's operations, and the
 *   HTML of an unchanged view is not rendered again (plugins/openapi/index.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { isDevServer } from '../../src/site/devServer';
import { applyBadges, badgesOf } from '../changelog/badges';
import { readEntries } from '../changelog/data';
import { loadCheckedApiDescription, type CheckedApiDescription } from './check';
import { API_DESCRIPTION_ROOT, ApiDescriptionError, bundleApiDescription } from './description';
import { devCheck } from './devCheck';
import { pathSources } from './sources';
import { listOperations } from './types';
import { buildApiModel, type ApiModel, type OperationViewCache } from './viewModel';

export interface LoadedApi extends CheckedApiDescription {
  model: ApiModel;
}

let loading: Promise<LoadedApi> | undefined;

/** Operation views of earlier loads in this process, by operation id (the dev server's reloads). */
const operationViews: OperationViewCache = new Map();

/**
 * A key per split file: a hash of its text, of the files it refers to (`./other.yaml`, transitively),
 * of the root and shared/ files, and of `extra`. An operation's view depends on nothing else.
 */
function fileKeys(rootFile: string, extra: string): Map<string, string> {
  const rootDir = path.dirname(rootFile);
  const texts = new Map<string, string>();
  for (const entry of readdirSync(rootDir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.endsWith('.yaml')) {
      const file = path.join(entry.parentPath, entry.name);
      texts.set(file, readFileSync(file, 'utf8'));
    }
  }
  const common = createHash('sha256').update(extra);
  for (const [file, text] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
    if (file === rootFile || !file.startsWith(path.join(rootDir, 'resources') + path.sep))
      common.update(file).update(text);
  }
  const commonKey = common.digest('hex');
  const keys = new Map<string, string>();
  for (const file of texts.keys()) {
    const hash = createHash('sha256').update(commonKey);
    const seen = new Set<string>();
    const visit = (current: string) => {
      if (seen.has(current)) return;
      seen.add(current);
      const text = texts.get(current);
      if (text === undefined) return;
      hash.update(current).update(text);
      for (const match of text.matchAll(/\$ref:\s*['"]?\.\/([\w.-]+\.yaml)/g))
        visit(path.join(path.dirname(current), match[1] ?? ''));
    };
    visit(file);
    keys.set(path.relative(process.cwd(), file), hash.digest('hex'));
  }
  return keys;
}

/**
 * The dev server's description: bundled now; linted and checked in a process of its own once the
 * bundler has compiled what this load feeds (./devCheck.ts), its problems printed.
 */
async function loadForDevServer(rootFile: string): Promise<CheckedApiDescription> {
  const document = await bundleApiDescription(rootFile);
  devCheck.request();
  return { document, warnings: [], examplesValidated: 0 };
}

async function load(rootFile: string): Promise<LoadedApi> {
  const devServer = isDevServer() && rootFile === API_DESCRIPTION_ROOT;
  const checked = devServer ? await loadForDevServer(rootFile) : await loadCheckedApiDescription(rootFile);
  try {
    const badges = badgesOf(readEntries());
    // Maps as entry lists, so that the key changes with the badges.
    const badgesText = JSON.stringify(badges, (_key, value: unknown) => (value instanceof Map ? [...value] : value));
    const keys = devServer ? fileKeys(rootFile, badgesText) : undefined;
    const sources = keys ? pathSources(rootFile) : undefined;
    const model = buildApiModel(
      checked.document,
      keys && sources
        ? { cache: operationViews, keyOf: (located) => keys.get(sources.get(located.path) ?? '') }
        : undefined,
    );
    applyBadges(model, badges);
    return { ...checked, model };
  } catch (error) {
    // View errors start with the operation id; name the file it is written in.
    const message = error instanceof Error ? error.message : String(error);
    const id = message.split(':')[0] ?? '';
    const located = listOperations(checked.document).find((operation) => operation.id === id);
    const file = located ? pathSources(rootFile).get(located.path) : undefined;
    throw new ApiDescriptionError([file ? `${file}: ${message}` : message], rootFile);
  }
}

export function loadApi(rootFile = API_DESCRIPTION_ROOT): Promise<LoadedApi> {
  if (rootFile !== API_DESCRIPTION_ROOT) return load(rootFile);
  loading ??= load(rootFile);
  return loading;
}

/** Forget the loaded description (the dev server calls this when a file of openapi/ changes). */
export function forgetLoadedApi(): void {
  loading = undefined;
}
