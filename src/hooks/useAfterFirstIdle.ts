import { useEffect, useState } from 'react';
import { whenIdle } from '@site/plugins/small-runtime/whenIdle';

/**
 * False on the server and during hydration; true once the browser has had an idle period after the
 * component mounted. For chrome that nobody can use in the first second of a page (the back-to-top
 * button): mounting it later keeps its work out of the tasks
 * that make a phone wait after load. Safari has no requestIdleCallback; a short timer stands in.
 */
export function useAfterFirstIdle(): boolean {
  // Docusaurus's own runtime (src/site/runtime.mjs): no gates, so no late mounts either; the server
  // renders these parts too, as the theme does.
  const [afterIdle, setAfterIdle] = useState(__DOCS_HYDRATION_GATES__ === 'none');
  useEffect(() => whenIdle(() => setAfterIdle(true), 200), []);
  return afterIdle;
}
