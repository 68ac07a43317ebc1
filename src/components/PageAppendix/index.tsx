/**
 * What a page adds after its content when that content is a theme component that renders the
 * layout itself (the theme's search page): the page provides it around the theme component, and
 * the layout (src/theme/Layout) renders it after the content, in the same main wrapper. A page
 * adds to the theme's page this way instead of reaching into the theme's DOM.
 */
import React, { createContext, useContext, type ReactNode } from 'react';

const Appendix = createContext<ReactNode>(null);

export function PageAppendix({ content, children }: { content: ReactNode; children: ReactNode }): ReactNode {
  return <Appendix.Provider value={content}>{children}</Appendix.Provider>;
}

export function usePageAppendix(): ReactNode {
  return useContext(Appendix);
}
