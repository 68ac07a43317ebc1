/**
 * The checked description and its views, loaded once per process and shared by the Docusaurus
 * plugin and the remark plugin that feeds the MDX components.
 *
 * The dev server (`npm start`: src/site/devServer.ts) takes two shortcuts, so that the first page
 * and an edit of openapi/ show in seconds:
 * - it serves the bundled description at once and runs Redocly's lint and the project's checks
 *   after, in a process of its own (./devCheck.ts), printing their problems (the build and
 *   `npm run check:api` still fail on them first);
 * - each operation's view is made when first read (the HTML of the pages opened asks for it), and
 *   kept between reloads, keyed by the content of the files it can come from (its resource file and
 *   the files that file refers to, the root and shared/, and the changelog's badges): an edit of
 *   one resource file re-makes only that file's operations, once they are shown; the key is also
 *   the revision of the view's HTML (`operationKeys`, plugins/openapi/index.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

import { isDevServer } from '../../src/site/devServer';
import { applyBadges, applyOperationBadges, badgesOf } from '../changelog/badges';
import { readEntries } from '../changelog/data';
import { loadCheckedApiDescription, type CheckedApiDescription } from './check';
import { API_DESCRIPTION_ROOT, ApiDescriptionError, bundleInWorker } from './description';
import { devCheck } from './devCheck';
import { pathSources } from './sources';
import { listOperations, type LocatedOperation, type OpenApiDocument } from './types';
import { buildApiModel, type ApiModel, type OperationViewCache } from './viewModel';

export interface LoadedApi extends CheckedApiDescription {
  model: ApiModel;
  /**
   * The dev server's: each operation's key (above), which changes whenever its view may; an
   * operation missing here has no key (its view is its own revision).
   */
  operationKeys?: ReadonlyMap<string, string>;
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
 * The dev server's description: bundled now, in a worker thread (description.ts); linted and checked
 * in a process of its own once the bundler has compiled what this load feeds (./devCheck.ts), its
 * problems printed.
 */
async function loadForDevServer(rootFile: string): Promise<CheckedApiDescription> {
  const document = await bundleInWorker(rootFile);
  devCheck.request();
  return { document, warnings: [], examplesValidated: 0 };
}

async function load(rootFile: string): Promise<LoadedApi> {
  const devServer = isDevServer() && rootFile === API_DESCRIPTION_ROOT;
  const checked = devServer ? await loadForDevServer(rootFile) : await loadCheckedApiDescription(rootFile);
  try {
    const badges = badgesOf(readEntries());
    if (!devServer) {
      const model = buildApiModel(checked.document);
      applyBadges(model, badges);
      return { ...checked, model };
    }
    // Maps as entry lists, so that the key changes with the badges.
    const badgesText = JSON.stringify(badges, (_key, value: unknown) => (value instanceof Map ? [...value] : value));
    const keys = fileKeys(rootFile, badgesText);
    const sources = pathSources(rootFile);
    const keyOf = (located: LocatedOperation) => keys.get(sources.get(located.path) ?? '');
    const model = buildApiModel(checked.document, {
      cache: operationViews,
      keyOf,
      lazy: {
        finish: (view) => applyOperationBadges(view, badges),
        // A view made when its HTML is asked for names its file the same way.
        failure: (error) => namedViewError(error, checked.document, rootFile),
      },
    });
    const operationKeys = new Map<string, string>();
    for (const located of listOperations(checked.document)) {
      const key = keyOf(located);
      if (key !== undefined) operationKeys.set(located.id, key);
    }
    return { ...checked, model, operationKeys };
  } catch (error) {
    throw namedViewError(error, checked.document, rootFile);
  }
}

/** A view's error (its message starts with the operation id), naming the file the operation is written in. */
function namedViewError(error: unknown, document: OpenApiDocument, rootFile: string): ApiDescriptionError {
  if (error instanceof ApiDescriptionError) return error;
  const message = error instanceof Error ? error.message : String(error);
  const id = message.split(':')[0] ?? '';
  const located = listOperations(document).find((operation) => operation.id === id);
  const file = located ? pathSources(rootFile).get(located.path) : undefined;
  return new ApiDescriptionError([file ? `${file}: ${message}` : message], rootFile);
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
