/**
 * The checked description and its views, loaded once per process and shared by the Docusaurus
 * plugin and the remark plugin that feeds the MDX components.
 */
import { applyBadges, badgesOf } from '../changelog/badges';
import { readEntries } from '../changelog/data';
import { loadCheckedApiDescription, type CheckedApiDescription } from './check';
import { API_DESCRIPTION_ROOT, ApiDescriptionError } from './description';
import { pathSources } from './sources';
import { listOperations } from './types';
import { buildApiModel, type ApiModel } from './viewModel';

export interface LoadedApi extends CheckedApiDescription {
  model: ApiModel;
}

let loading: Promise<LoadedApi> | undefined;

async function load(rootFile: string): Promise<LoadedApi> {
  const checked = await loadCheckedApiDescription(rootFile);
  try {
    const model = buildApiModel(checked.document);
    applyBadges(model, badgesOf(readEntries()));
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
