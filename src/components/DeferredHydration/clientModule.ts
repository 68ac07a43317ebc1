/** Ends deferred hydration when the reader navigates before it has finished (see ./index.tsx). */
import type { ClientModule } from '@docusaurus/types';

import { endDeferredHydration } from '.';

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) endDeferredHydration();
  },
};

export default clientModule;
