/**
 * Puts plugins/build-output first in Docusaurus's plugin list: presets' plugins come before the
 * site's own, in the order of the presets. It must be first so that it can wait for every other
 * plugin's postBuild (see ./index.ts).
 */
import type { LoadContext, Preset } from '@docusaurus/types';

import buildOutputPlugin from '.';

export default function buildOutputPreset(_context: LoadContext): Preset {
  return { plugins: [buildOutputPlugin] };
}
