/**
 * `@docusaurus/Head` in the browser bundle while our hydration gates are on (aliased by
 * plugins/small-runtime). On a first load the head is already the server's, so the page's `<Head>`s
 * (a dozen on a doc page: site and page metadata, the `<html>` class names of each layout level)
 * have nothing to change. Each one's mount still costs react-helmet-async a pass over every
 * instance, and most of them sit outside any gate, in the root's hydration, one of a first load's
 * longest tasks. Here they render nothing until the first load has hydrated
 * (./index.tsx, whenFirstLoadHydrated), then all mount in one render, whose one commit of the
 * head (the library defers it to an animation frame) writes what the server wrote. After that, and
 * on the server, a `<Head>` is react-helmet-async's `<Helmet>`, as upstream's.
 */
import React, { useEffect, useState, type ReactNode } from 'react';
import { Helmet, type HelmetProps } from 'react-helmet-async';

import { whenFirstLoadHydrated } from '.';

let headsMount = typeof window === 'undefined';
const waiting = new Set<(mount: boolean) => void>();

if (!headsMount)
  whenFirstLoadHydrated(() => {
    headsMount = true;
    // Marked like the gates' openings, for traces and tests.
    performance.mark('mount heads');
    for (const mount of waiting) mount(true);
    waiting.clear();
  });

export default function Head(props: HelmetProps): ReactNode {
  const [mounted, setMounted] = useState(headsMount);
  useEffect(() => {
    if (mounted) return undefined;
    if (headsMount) {
      setMounted(true);
      return undefined;
    }
    waiting.add(setMounted);
    return () => {
      waiting.delete(setMounted);
    };
  }, [mounted]);
  return mounted ? <Helmet {...props} /> : null;
}
