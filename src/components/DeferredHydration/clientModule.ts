/**
 * Ends the first load's deferred hydration when the reader navigates before it has finished (see
 * ./index.tsx). With the gates passing through (Docusaurus's own runtime), the first load's parts
 * hydrate with the page: its first route update, right after hydration, marks the end, so that
 * `<html data-deferred-hydration="done">` means the same in every runtime.
 */
import type { ClientModule } from '@docusaurus/types';

import { endDeferredHydration } from '.';

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) endDeferredHydration();
  },
  onRouteDidUpdate({ previousLocation }) {
    if (!previousLocation && __DOCS_HYDRATION_GATES__ === 'none') {
      document.documentElement.dataset.deferredHydration = 'done';
    }
  },
};

export default clientModule;
