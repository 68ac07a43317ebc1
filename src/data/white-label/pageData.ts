/**
 * What one generated page of a component needs of the component's data. pages.ts writes it into
 * the page itself, so a page's JavaScript carries what the page renders: not every platform's
 * inputs, events and notes, nor the shared definitions (./shared.ts) they are built from, which the
 * browser would load only to leave them unused. The shape stays a WhiteLabelComponent, so the
 * building blocks in src/components/WhiteLabelDocs render from it exactly as from the full data.
 * - The overview: per platform, its status and name, the inputs and the event its snippet uses.
 * - A platform page: that platform's details in full; of the others, their status and name.
 */
import { snippetInputs } from './snippets';
import { PLATFORMS, type Platform, type PlatformDetails, type WhiteLabelComponent } from './types';

export type WhiteLabelPage = 'overview' | Platform;

function platformSummary({ status, componentName }: PlatformDetails): PlatformDetails {
  return { status, ...(componentName === undefined ? {} : { componentName }), inputs: [], events: [], notes: [] };
}

function detailsFor(component: WhiteLabelComponent, platform: Platform, page: WhiteLabelPage): PlatformDetails {
  const details = component.platforms[platform];
  if (page === platform) return details;
  if (page !== 'overview') return platformSummary(details);
  // The overview's snippet (snippets.ts) reads input names and types and the first event's name.
  return {
    ...platformSummary(details),
    inputs: snippetInputs(component, platform).map(({ name, type, required }) => ({
      name,
      type,
      required,
      description: '',
    })),
    events: details.events.slice(0, 1).map(({ name }) => ({ name, payload: '', description: '' })),
  };
}

export function pageData(component: WhiteLabelComponent, page: WhiteLabelPage): WhiteLabelComponent {
  const platforms = Object.fromEntries(
    PLATFORMS.map((platform) => [platform, detailsFor(component, platform, page)]),
  ) as Record<Platform, PlatformDetails>;
  return { ...component, platforms };
}
