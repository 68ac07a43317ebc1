/**
 * The changelog page's entries as HTML, rendered at build time and shown through the same static
 * container as the API reference (src/components/ApiStaticHtml): the page's JavaScript carries only
 * its month headings, never the entries. Narrowing by resource is plain links to fragment targets
 * and CSS (`:target`), so it needs no script: `#only-cards` hides every entry of another resource.
 */
import type { ElementContent } from 'hast';
import type * as HastUtilToHtml from 'hast-util-to-html';
import type * as Hastscript from 'hastscript';

import { nodeRequire } from '../nodeRequire';
import { codeSpans } from '../openapi/viewTypes';
import type { ReferenceAnchors } from './anchors';
import type { ChangelogEntry, ChangeKind } from './entries';

const { toHtml } = nodeRequire('hast-util-to-html') as typeof HastUtilToHtml;
const { h } = nodeRequire('hastscript') as typeof Hastscript;

export const CHANGELOG_ROUTE = '/docs/api/api-changelog/';
export const FEED_ATOM_PATH = 'api/changelog.atom';
export const FEED_RSS_PATH = 'api/changelog.rss';
/** The entries as published for tools (the MCP server), relative to the build directory. */
export const DATA_PATH = 'api/changelog.json';

export const KIND_LABELS: Record<ChangeKind, string> = {
  'operation-added': 'Operation added',
  'operation-removed': 'Operation removed',
  'parameter-added': 'Parameter added',
  'parameter-removed': 'Parameter removed',
  'field-added': 'Field added',
  'field-removed': 'Field removed',
  'field-renamed': 'Field renamed',
  'enum-value-added': 'Enum value added',
  'enum-value-removed': 'Enum value removed',
  'variant-added': 'Variant added',
  'variant-removed': 'Variant removed',
  'required-changed': 'Required changed',
  'type-changed': 'Type changed',
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-01` → `January 2026`. */
export function monthLabel(month: string): string {
  const [year, number] = month.split('-');
  return `${MONTHS[Number(number) - 1]} ${year}`;
}

/** The months that have entries, newest first (`YYYY-MM`, from the commit's own date and offset). */
export function monthsOf(entries: readonly ChangelogEntry[]): string[] {
  return [...new Set(entries.map((entry) => entry.date.slice(0, 7)))].sort().reverse();
}

export function entryUrl(entry: Pick<ChangelogEntry, 'id'>): string {
  return `${CHANGELOG_ROUTE}#${entry.id}`;
}

export function sourceUrl(entry: ChangelogEntry): string {
  return `https://github.com/${entry.source.repository}/commit/${entry.source.commit}`;
}

/** A resource's label: `received-payments` → `Received payments`. */
export function resourceLabel(resource: string): string {
  const words = resource
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function inline(text: string): ElementContent[] {
  return codeSpans(text).map((part) => (part.code ? h('code', part.value) : { type: 'text', value: part.value }));
}

/** Where the entry points in our reference: a link, or a note that our reference lacks it. */
export function referenceLink(
  entry: ChangelogEntry,
  anchors: ReferenceAnchors,
): { href: string; title: string } | undefined {
  const key = entry.target?.operation
    ? `operation:${entry.target.operation}`
    : entry.target?.schema
      ? `schema:${entry.target.schema}`
      : undefined;
  if (!key) return undefined;
  const href = anchors.links.get(key);
  if (!href) return undefined;
  return { href, title: anchors.titles.get(key) ?? key.split(':')[1]! };
}

function entryItem(entry: ChangelogEntry, anchors: ReferenceAnchors): ElementContent {
  const link = referenceLink(entry, anchors);
  const text = (value: string): ElementContent => ({ type: 'text', value });
  const reference: ElementContent[] = link
    ? [
        text(entry.inReference === false ? 'Our reference lacks it; see ' : 'In our reference: '),
        h('a', { href: link.href }, link.title),
        text('.'),
      ]
    : [text('Our reference does not document it.')];
  return h('li', { id: entry.id, className: ['changelog-entry'], dataResource: entry.resource }, [
    h('p', { className: ['changelog-entry__head'] }, [
      h('time', { dateTime: entry.date }, entry.date.slice(0, 10)),
      ' ',
      h('span', { className: ['changelog-entry__kind'] }, KIND_LABELS[entry.kind]),
      entry.breaking ? h('span', { className: ['changelog-entry__breaking'] }, 'Breaking') : undefined,
      ' ',
      h(
        'a',
        { href: `#only-${entry.resource}`, className: ['changelog-entry__resource'] },
        resourceLabel(entry.resource),
      ),
    ]),
    h('p', { className: ['changelog-entry__summary'] }, inline(entry.summary)),
    h('p', { className: ['changelog-entry__meta'] }, [
      ...reference,
      ' Source: ',
      h('a', { href: sourceUrl(entry) }, `${entry.source.repository.split('/')[1]}@${entry.source.commit.slice(0, 7)}`),
      '.',
    ]),
  ]);
}

/** One month's entries; a restructuring commit's many entries fold into one <details>. */
export function monthHtml(entries: readonly ChangelogEntry[], month: string, anchors: ReferenceAnchors): string {
  const inMonth = entries.filter((entry) => entry.date.startsWith(month));
  const children: ElementContent[] = [];
  let list: ElementContent[] = [];
  const flush = () => {
    if (list.length > 0) children.push(h('ul', { className: ['changelog-list'] }, list));
    list = [];
  };
  const groups = new Map<string, ChangelogEntry[]>();
  for (const entry of inMonth) {
    if (!entry.group) {
      list.push(entryItem(entry, anchors));
      continue;
    }
    if (groups.has(entry.group)) continue;
    const members = inMonth.filter((candidate) => candidate.group === entry.group);
    groups.set(entry.group, members);
    flush();
    children.push(
      h(
        'details',
        { className: ['changelog-group'], dataResource: [...new Set(members.map((m) => m.resource))].join(' ') },
        [
          h('summary', [
            `${entry.date.slice(0, 10)}: one commit restructured the description, with ${members.length} changes (`,
            h('code', entry.group.slice(0, 7)),
            '). Show them.',
          ]),
          h(
            'ul',
            { className: ['changelog-list'] },
            members.map((member) => entryItem(member, anchors)),
          ),
        ],
      ),
    );
  }
  flush();
  return toHtml({ type: 'root', children });
}

/** The resource links and the rules that make each of them narrow the list, without script. */
export function resourcesHtml(entries: readonly ChangelogEntry[]): string {
  const counts = new Map<string, number>();
  for (const entry of entries) counts.set(entry.resource, (counts.get(entry.resource) ?? 0) + 1);
  const resources = [...counts.keys()].sort();
  const rules = resources
    .map((resource) => {
      const target = `#only-${resource}:target`;
      return [
        `.markdown:has(${target}) .changelog-entry:not([data-resource="${resource}"]) { display: none; }`,
        `.markdown:has(${target}) .changelog-group:not([data-resource~="${resource}"]) { display: none; }`,
      ].join('\n');
    })
    .join('\n');
  return toHtml({
    type: 'root',
    children: [
      h('style', rules),
      h('nav', { className: ['changelog-resources'], ariaLabel: 'Narrow the changelog by resource' }, [
        h('p', [
          'Show only the changes to one resource, or ',
          h('a', { href: '#all-resources' }, 'all of them'),
          '. The months with no change to it stay as empty headings.',
        ]),
        h(
          'ul',
          resources.map((resource) =>
            h('li', [
              h('span', { id: `only-${resource}`, className: ['changelog-resources__target'] }),
              h('a', { href: `#only-${resource}` }, resourceLabel(resource)),
              ` (${counts.get(resource)})`,
            ]),
          ),
        ),
        h('span', { id: 'all-resources', className: ['changelog-resources__target'] }),
      ]),
    ],
  });
}

/** The keys of changelogHtml's answer, known without rendering (the dev server's revisions). */
export function changelogKeys(entries: readonly ChangelogEntry[]): string[] {
  return ['changelog:resources', ...monthsOf(entries).map((month) => `changelog:${month}`)];
}

/** The static HTML of the changelog page, by key of the API reference's map. */
export function changelogHtml(entries: readonly ChangelogEntry[], anchors: ReferenceAnchors): Record<string, string> {
  const html: Record<string, string> = { 'changelog:resources': resourcesHtml(entries) };
  for (const month of monthsOf(entries)) html[`changelog:${month}`] = monthHtml(entries, month, anchors);
  return html;
}
