/**
 * Notes the first client-side navigation (src/components/BuildTimeHtml), and starts reading an API
 * page's build-time HTML as soon as a client-side navigation to it begins,
 * while Docusaurus is still loading the page's scripts (see ./index.tsx). API pages live under
 * /docs/api/; a page elsewhere that uses an API component loads the same way, a moment later.
 */
import type { ClientModule } from '@docusaurus/types';
import siteConfig from '@generated/docusaurus.config';

import { loadStaticHtmlOf, markNavigated } from './behaviour';

const apiPrefix = `${siteConfig.baseUrl}api/`;

const clientModule: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return;
    // Before the new page renders: its build-time blocks (src/components/BuildTimeHtml) are not in the document.
    markNavigated();
    if (location.pathname.startsWith(apiPrefix)) void loadStaticHtmlOf(location.pathname);
  },
};

export default clientModule;
