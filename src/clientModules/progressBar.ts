/**
 * The top progress bar (CONTRIBUTING.md#page-loading, CONTRIBUTING.md#constants): it starts
 * PROGRESS_BAR.delayMs after a route change, begins at `minimum`, animates at `speedMs`, trickles by
 * `trickleRate` every `trickleSpeedMs`, and completes when the new route has rendered. Replaces the theme's module
 * (see plugins/progress-bar).
 */
import nprogress from 'nprogress';
import type { ClientModule } from '@docusaurus/types';
import '@docusaurus/theme-classic/lib/nprogress.css';
import { PROGRESS_BAR } from '../config/constants';

// nprogress 0.2 trickles by amounts of its own choosing; trickle is driven here to honour trickleRate.
nprogress.configure({
  showSpinner: false,
  minimum: PROGRESS_BAR.minimum,
  speed: PROGRESS_BAR.speedMs,
  trickle: false,
});

let trickleTimer: number | undefined;

function stopTrickle(): void {
  window.clearInterval(trickleTimer);
  trickleTimer = undefined;
}

const progressBar: ClientModule = {
  onRouteUpdate({ location, previousLocation }) {
    if (previousLocation && location.pathname !== previousLocation.pathname) {
      const startTimer = window.setTimeout(() => {
        nprogress.start();
        stopTrickle();
        trickleTimer = window.setInterval(() => nprogress.inc(PROGRESS_BAR.trickleRate), PROGRESS_BAR.trickleSpeedMs);
      }, PROGRESS_BAR.delayMs);
      return () => window.clearTimeout(startTimer);
    }
    return undefined;
  },
  onRouteDidUpdate() {
    stopTrickle();
    nprogress.done();
  },
};

export default progressBar;
