/**
 * The API reference engine: loading and checking the description, the views the components render,
 * code samples, placement of operations, and the errors bad input gets. Bad input is made by
 * copying the fixture description to a temporary folder and breaking one thing.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { VFile } from 'vfile';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

import { loadCheckedApiDescription } from '../../plugins/openapi/check';
import { bundleApiDescription, bundleInWorker, prepareBundleInWorker } from '../../plugins/openapi/description';
import { operationMarkdown } from '../../plugins/openapi/markdown';
import { loadApi } from '../../plugins/openapi/model';
import { parseDocsMdx } from '../../plugins/openapi/mdxTree';
import { findPlacements, placementProblems, readUnplaced } from '../../plugins/openapi/placement';
import remarkApiComponents from '../../plugins/openapi/remarkApiComponents';
import { SCHEMA_REF, SchemaReader, type Schema } from '../../plugins/openapi/schemaReader';
import { toHtml } from 'hast-util-to-html';
import { fieldList, operationHtml, OPEN_QUESTIONS_HEADING } from '../../plugins/openapi/staticHtml';
import { listOperations, type OpenApiDocument } from '../../plugins/openapi/types';
import { buildApiModel, LazyOperationViews } from '../../plugins/openapi/viewModel';
import type { OperationView } from '../../plugins/openapi/viewTypes';

const fixture = path.resolve(__dirname, '../fixtures/openapi/valid');
const root = path.resolve(__dirname, '../..');

/** A copy of the fixture with `edit` applied to one of its files; returns the copy's root file. */
function brokenFixture(file: string, edit: (text: string) => string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'openapi-fixture-'));
  cpSync(fixture, dir, { recursive: true });
  const target = path.join(dir, file);
  const before = readFileSync(target, 'utf8');
  const after = edit(before);
  expect(after, 'the edit changed nothing').not.toBe(before);
  writeFileSync(target, after);
  return path.join(dir, 'openapi.yaml');
}

async function problemsOf(rootFile: string): Promise<string> {
  try {
    await loadApi(rootFile);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the description was accepted');
}

describe('the fixture description', async () => {
  const checked = await loadCheckedApiDescription(path.join(fixture, 'openapi.yaml'));
  const model = buildApiModel(checked.document);

  it('validates every example', () => {
    // Two parameter examples, two request examples, two response examples.
    expect(checked.examplesValidated).toBe(6);
  });

  it('shows oneOf request bodies as variants, each with its own example', () => {
    const create = model.operations.get('createThing')!;
    expect(create.requestVariants.map((variant) => variant.shape.title)).toEqual(['Small thing', 'Large thing']);
    expect(create.requestVariants.map((variant) => variant.shape.dataTypes)).toEqual([['smallThing'], ['largeThing']]);
    expect(create.requestVariants.map((variant) => variant.examples.map((example) => example.name))).toEqual([
      ['small'],
      ['large'],
    ]);
    expect(create.dataTypes).toEqual(['smallThing', 'largeThing']);
    expect(model.operations.get('getThing')!.dataTypes).toEqual(['smallThing', 'largeThing']);
    expect(create.scope).toBe('things-write');
    expect(create.timeout).toBe(5);
  });

  it('nests object fields under their parent, with their paths and required flags', () => {
    const small = model.operations.get('createThing')!.requestVariants[0]!.shape;
    const shipping = small.attributes.find((field) => field.path.join('.') === 'shipping')!;
    expect(small.attributes.find((field) => field.path[0] === 'name')?.required).toBe(true);
    expect(shipping.children?.[0]?.path).toEqual(['shipping', 'address']);
    expect(shipping.children?.[0]?.children?.[0]).toMatchObject({
      path: ['shipping', 'address', 'street'],
      type: 'string',
      description: 'The street.',
      required: false,
    });
    const large = model.operations.get('createThing')!.requestVariants[1]!.shape;
    expect(large.attributes.find((field) => field.path[0] === 'weight')?.typeDetail).toBe('1 to ∞');
  });

  it('shows a discriminated oneOf schema as one variant per type', () => {
    const pet = model.schemas.get('Pet')!;
    expect(pet.variants.map((variant) => [variant.title, variant.dataTypes])).toEqual([
      ['Cat', ['cat']],
      ['Dog', ['dog']],
    ]);
    expect(pet.variants[1]!.attributes[0]).toMatchObject({ path: ['tricks'], type: 'Array of string' });
  });

  it('flattens deepObject query parameters into the names readers type', () => {
    const get = model.operations.get('getThing')!;
    expect(get.pathParameters.map((field) => field.path[0])).toEqual(['thingId']);
    expect(get.queryParameters.map((field) => field.path[0])).toEqual(['filter[colour]']);
    expect(get.unconfirmed).toEqual(['The required scope is not stated in the sources.']);
  });

  it('generates curl, JavaScript and Python samples from the examples', () => {
    const [curl, javascript, python] = model.operations.get('createThing')!.requestVariants[0]!.examples[0]!.samples;
    expect(curl?.code).toContain('--url https://api.s.unit.sh/things');
    expect(curl?.code).toContain("'Content-Type: application/vnd.api+json'");
    expect(curl?.code).toContain('"type": "smallThing"');
    expect(javascript?.code).toContain('JSON.stringify(');
    expect(python?.code).toContain('requests.post(url, json=payload, headers=headers)');
    expect(curl?.html).toContain('class="token');
    const [getCurl] = model.operations.get('getThing')!.samples;
    expect(getCurl?.code).toContain('https://api.s.unit.sh/things/42?filter%5Bcolour%5D=red');
  });
});

describe('the dev server’s lazy operation views', async () => {
  const checked = await loadCheckedApiDescription(path.join(fixture, 'openapi.yaml'));
  const eager = buildApiModel(checked.document);
  const lazyModel = (finish: (view: OperationView) => void = () => {}) =>
    buildApiModel(checked.document, {
      cache: new Map(),
      keyOf: () => undefined,
      lazy: { finish, failure: (error) => new Error(`named: ${String(error)}`) },
    });

  it('knows every id at once, makes a view only when it is read, and makes the same view', () => {
    const finished: string[] = [];
    const model = lazyModel((view) => finished.push(view.id));
    expect(model.operations).toBeInstanceOf(LazyOperationViews);
    const views = model.operations as LazyOperationViews;
    expect([...views.keys()]).toEqual([...eager.operations.keys()]);
    expect(views.has('createThing')).toBe(true);
    expect(views.has('noSuchThing')).toBe(false);
    expect(views.madeCount).toBe(0);
    expect(views.get('createThing')).toEqual(eager.operations.get('createThing'));
    expect(views.get('createThing')).toBe(views.get('createThing'));
    expect(views.madeCount).toBe(1);
    expect(finished).toEqual(['createThing']);
    expect([...views.values()]).toEqual([...eager.operations.values()]);
    expect(views.madeCount).toBe(eager.operations.size);
  });

  it('throws a view’s error when the view is read, as `failure` words it', () => {
    const model = lazyModel(() => {
      throw new Error('createThing: broken');
    });
    expect(() => model.operations.get('createThing')).toThrow(/^named: Error: createThing: broken$/);
  });
});

describe('allOf', () => {
  const document = parse(
    readFileSync(path.resolve(__dirname, '../fixtures/openapi/all-of.yaml'), 'utf8'),
  ) as OpenApiDocument;
  const model = buildApiModel(document);
  /** The named schema as the views read it: its allOf merged. */
  const merged = (name: string): Schema =>
    new SchemaReader(document).merge(document.components!.schemas![name] as Schema, `${SCHEMA_REF}${name}`).schema;
  const accountField = (key: string) =>
    model.schemas.get('Account')!.variants[0]!.fields.find((field) => field.path.join('.') === key);

  it('merges a property both parts define, keeping what each says of it', () => {
    expect(accountField('status')).toMatchObject({
      type: 'string',
      enumValues: ['open', 'closed'],
      description: 'Where the account stands.',
      required: true,
    });
  });

  it('names a required property once', () => {
    expect(merged('Account').required).toEqual(['id', 'status']);
  });

  it('keeps additionalProperties from a part', () => {
    expect(accountField('labels')).toMatchObject({ type: 'object', typeDetail: 'values: string' });
  });

  it('keeps the discriminator of a part', () => {
    expect(merged('Pet').discriminator).toEqual({ propertyName: 'kind' });
    expect(model.schemas.get('Pet')!.variants.map((variant) => variant.title)).toEqual(['Cat', 'Dog']);
  });

  it('fails on parts that no value satisfies together, naming the schema', () => {
    const contradiction = {
      ...document,
      components: { schemas: { Odd: { allOf: [{ type: 'string' }, { type: 'integer' }] } } },
    } as OpenApiDocument;
    expect(() => buildApiModel(contradiction)).toThrow(/^#\/components\/schemas\/Odd.*: allOf cannot be merged/);
  });
});

describe('bad input fails with the file at fault', () => {
  it('an example that breaks its schema', async () => {
    const rootFile = brokenFixture('resources/things.yaml', (text) => text.replace('weight: 900', "weight: 'heavy'"));
    const message = await problemsOf(rootFile);
    expect(message).toMatch(/resources\/things\.yaml.*examples\/large.*weight/);
  });

  it('a $ref to nothing', async () => {
    const rootFile = brokenFixture('resources/things.yaml', (text) =>
      text.replace("'#/schemas/Thing'", "'#/schemas/Nothing'"),
    );
    const message = await problemsOf(rootFile);
    expect(message).toMatch(/resources\/things\.yaml#\/paths\/~1things\/post\/responses\/201.*Can't resolve \$ref/);
  });

  it('the dev server’s bundle in a worker thread: the same document, and a $ref to nothing fails naming the file', async () => {
    const rootFile = path.join(fixture, 'openapi.yaml');
    expect(await bundleInWorker(rootFile)).toEqual(await bundleApiDescription(rootFile));
    // Started ahead (npm start, while the config loads), then taken once.
    prepareBundleInWorker(rootFile);
    expect(await bundleInWorker(rootFile)).toEqual(await bundleApiDescription(rootFile));
    const broken = brokenFixture('resources/things.yaml', (text) =>
      text.replace("'#/schemas/Thing'", "'#/schemas/Nothing'"),
    );
    // A process that has nothing else to wait for (the dev server before it listens) waits for the worker.
    const output = execFileSync(
      process.execPath,
      [
        '-e',
        "require('jiti')(process.cwd())('./plugins/openapi/description.ts').bundleInWorker(process.argv[1]).then((d) => console.log('paths', Object.keys(d.paths).length))",
        rootFile,
      ],
      { cwd: path.resolve(__dirname, '../..'), encoding: 'utf8' },
    );
    expect(output).toMatch(/^paths [1-9]/);
    await expect(bundleInWorker(broken)).rejects.toThrow(
      /resources\/things\.yaml#\/paths\/~1things\/post\/responses\/201.*Can't resolve \$ref/,
    );
  });

  it('an invalid description', async () => {
    const rootFile = brokenFixture('openapi.yaml', (text) =>
      text.replace('openapi: 3.1.0', 'openapi: 3.1.0\nwebhooks: 7'),
    );
    expect(await problemsOf(rootFile)).toMatch(/openapi\.yaml#\/webhooks/);
  });

  it('an example that matches two variants', async () => {
    // The small variant now accepts the large example too: any type, and extra attributes.
    const rootFile = brokenFixture('resources/things.yaml', (text) =>
      text
        .replace('type: { type: string, const: smallThing }', 'type: { type: string, enum: [smallThing, largeThing] }')
        .replace(/( {8}required: \[name\]\n) {8}additionalProperties: false\n/, '$1'),
    );
    // Also caught by the example check (oneOf needs exactly one match); either message names the file.
    expect(await problemsOf(rootFile)).toMatch(/resources\/things\.yaml/);
  });

  it('a path parameter without an example (the samples need one)', async () => {
    const rootFile = brokenFixture('resources/things.yaml', (text) => text.replace("          example: '42'\n", ''));
    expect(await problemsOf(rootFile)).toMatch(
      /resources\/things\.yaml: getThing: path parameter thingId needs an example/,
    );
  });

  it('a malformed vendor extension', async () => {
    const rootFile = brokenFixture('resources/things.yaml', (text) =>
      text.replace('x-unit-timeout: 5', 'x-unit-timeout: soon'),
    );
    expect(await problemsOf(rootFile)).toMatch(/resources\/things\.yaml: createThing x-unit-timeout/);
  });

  it('a scope that is neither one scope nor alternatives joined by "or"', async () => {
    const rootFile = brokenFixture('resources/things.yaml', (text) =>
      text.replace('x-unit-scope: things-write', 'x-unit-scope: things-write, things-admin'),
    );
    expect(await problemsOf(rootFile)).toMatch(
      /resources\/things\.yaml: createThing x-unit-scope 'things-write, things-admin'/,
    );
  });

  it('x-unit-sources that gives no address, or names an unknown fact or an unstated one', async () => {
    const withSources = (sources: string) =>
      brokenFixture('resources/things.yaml', (text) =>
        text.replace('x-unit-timeout: 5\n', `x-unit-timeout: 5\n      x-unit-sources: ${sources}\n`),
      );
    expect(await problemsOf(withSources("{ scope: 'the cards page' }"))).toMatch(
      /resources\/things\.yaml: createThing x-unit-sources scope must be an https address/,
    );
    expect(await problemsOf(withSources('{ colour: https://example.com/things }'))).toMatch(
      /resources\/things\.yaml: createThing x-unit-sources names 'colour'/,
    );
    expect(await problemsOf(withSources('[https://example.com/things]'))).toMatch(
      /resources\/things\.yaml: createThing x-unit-sources must map facts/,
    );
    const unstated = brokenFixture('resources/things.yaml', (text) =>
      text.replace('x-unit-scope: things-write\n', 'x-unit-sources: { scope: https://example.com/things }\n'),
    );
    expect(await problemsOf(unstated)).toMatch(
      /resources\/things\.yaml: createThing x-unit-sources gives a source for a scope it does not state/,
    );
  });

  it('an x-unit-provider-differs that is not one sentence on one line', async () => {
    const withDiffers = (value: string) =>
      brokenFixture('resources/things.yaml', (text) =>
        text.replace('x-unit-timeout: 5\n', `x-unit-timeout: 5\n      x-unit-provider-differs: ${value}\n`),
      );
    const message = /resources\/things\.yaml: createThing x-unit-provider-differs must be one sentence/;
    expect(await problemsOf(withDiffers('[a, list]'))).toMatch(message);
    expect(await problemsOf(withDiffers('"No full stop"'))).toMatch(message);
    expect(await problemsOf(withDiffers('"Two lines.\\nHere."'))).toMatch(message);
  });

  it('accepts alternative scopes with their sources', async () => {
    const rootFile = brokenFixture('resources/things.yaml', (text) =>
      text.replace(
        'x-unit-scope: things-write\n',
        'x-unit-scope: things-write or things-admin\n      x-unit-sources:\n        scope: https://example.com/things\n        operation: [https://example.com/a, https://example.com/b]\n',
      ),
    );
    const checked = await loadCheckedApiDescription(rootFile);
    const create = listOperations(checked.document).find((operation) => operation.id === 'createThing')!;
    expect(create.operation['x-unit-scope']).toBe('things-write or things-admin');
  });
});

describe('placement of operations on pages', () => {
  const unplaced = new Map([['legacyThing', 'kept for a reason']]);
  it('accepts one page per operation', () => {
    expect(
      placementProblems(['a', 'legacyThing'], new Map([['a', ['docs/api/a.mdx']]]), unplaced, 'unplaced.yaml'),
    ).toEqual([]);
  });

  it('rejects an operation placed twice, an unknown id and an operation on no page', () => {
    const problems = placementProblems(
      ['a', 'b', 'legacyThing'],
      new Map([
        ['a', ['docs/api/x.mdx', 'docs/api/y.mdx']],
        ['zzz', ['docs/api/z.mdx']],
      ]),
      unplaced,
      'unplaced.yaml',
    );
    expect(problems).toEqual([
      'docs/api/x.mdx, docs/api/y.mdx: operation a is placed 2 times; place it once and link to it',
      'docs/api/z.mdx: <Operation id="zzz" /> names no operation of the API description',
      'b is on no page: add <Operation id="b" /> to a page of docs/api/, or list it in unplaced.yaml with a reason',
    ]);
  });

  /** A docs folder with these files; returns where the placements name them from. */
  function docsWith(files: Record<string, string>): { dir: string; named: (file: string) => string } {
    const dir = mkdtempSync(path.join(tmpdir(), 'placement-docs-'));
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(dir, file), text);
    return { dir, named: (file) => path.relative(process.cwd(), path.join(dir, file)) };
  }

  it('reads placements from the MDX tree, whatever the attribute order or layout', () => {
    const { dir, named } = docsWith({
      'cards.mdx': [
        '---',
        'title: Cards',
        '---',
        '',
        ':::note',
        'Shown in an admonition.',
        ':::',
        '',
        '<Operation title="x" id="getCard" />',
        '',
        '<Operation',
        '  id="createCard"',
        '/>',
        '',
        '| In | a table |',
        '| -- | ------- |',
        '| x  | y       |',
      ].join('\n'),
      'guide.md': 'Not placed: a code sample of the component.\n\n```mdx\n<Operation id="getCard" />\n```\n',
    });
    expect(findPlacements(dir)).toEqual(
      new Map([
        ['getCard', [named('cards.mdx')]],
        ['createCard', [named('cards.mdx')]],
      ]),
    );
  });

  it('fails an operation placed on two pages or on none, naming the MDX files and the operation', () => {
    const { dir, named } = docsWith({
      'a.mdx': '<Operation title="x" id="getCard" />\n',
      'b.mdx': 'Text, then <Operation id="getCard" /> inline.\n',
    });
    expect(placementProblems(['getCard', 'listCards'], findPlacements(dir), new Map(), 'unplaced.yaml')).toEqual([
      `${named('a.mdx')}, ${named('b.mdx')}: operation getCard is placed 2 times; place it once and link to it`,
      'listCards is on no page: add <Operation id="listCards" /> to a page of docs/api/, or list it in unplaced.yaml with a reason',
    ]);
  });

  it('fails an <Operation> whose id is not a literal, naming the file', () => {
    const { dir, named } = docsWith({ 'a.mdx': '<Operation id={cardId} />\n' });
    expect(() => findPlacements(dir)).toThrow(`${named('a.mdx')}: <Operation> needs a literal id="…" attribute`);
  });

  it('parses only the pages whose text may hold an <Operation> (the others place nothing)', () => {
    // The guide is not valid MDX: parsed, it would fail; the placements never parse it.
    const { dir, named } = docsWith({
      'cards.mdx': '<Operation id="getCard" />\n',
      'guide.mdx': 'An unclosed expression {\n\nand an Operation named in prose.\n',
    });
    expect(findPlacements(dir)).toEqual(new Map([['getCard', [named('cards.mdx')]]]));
    const broken = docsWith({ 'api.mdx': '<Operation id="getCard" />\n\nAn unclosed expression {\n' });
    expect(() => findPlacements(broken.dir)).toThrow(`${broken.named('api.mdx')}: the MDX could not be parsed`);
  });

  it('parses a page once while its text is unchanged, and again after an edit', () => {
    const file = path.join(tmpdir(), 'unchanged.mdx');
    const first = parseDocsMdx(file, '# Cards\n');
    expect(parseDocsMdx(file, '# Cards\n')).toBe(first);
    const edited = parseDocsMdx(file, '# Cards and more\n');
    expect(edited).not.toBe(first);
    expect(JSON.stringify(edited)).toContain('Cards and more');
  });
});

describe('the description in openapi/', async () => {
  const { document, model, examplesValidated } = await loadApi();
  const operations = listOperations(document);

  it('loads, with every example valid', () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(examplesValidated).toBeGreaterThan(operations.length);
  });

  it('states each scope and timeout, or says it is not confirmed', () => {
    for (const { id, operation } of operations) {
      const unconfirmed = (operation['x-unit-unconfirmed'] ?? []).join(' ').toLowerCase();
      if (!operation['x-unit-scope']) expect(unconfirmed, `${id} has no scope and does not say so`).toContain('scope');
      if (!operation['x-unit-timeout'])
        expect(unconfirmed, `${id} has no timeout and does not say so`).toContain('timeout');
    }
  });

  it('names the source of every sandbox simulation and of every sourced scope', () => {
    const simulations = operations.filter((operation) => operation.path.startsWith('/sandbox/'));
    expect(simulations.length).toBeGreaterThanOrEqual(30);
    for (const { id, operation } of simulations) {
      expect(operation['x-unit-sources']?.operation, `${id} does not say where it comes from`).toBeDefined();
    }
    // A scope with alternatives is stored as Unit states it, not narrowed to one of them.
    const updateCustomer = operations.find((operation) => operation.id === 'updateCustomer')!.operation;
    expect(updateCustomer['x-unit-scope']).toBe('customers-write or customer-tags-write');
    expect(updateCustomer['x-unit-sources']?.scope).toMatch(/^https:\/\/.*customers/);
  });

  // Parses every page of docs/ (about 2 s alone, more beside other test files).
  it('places every operation on exactly one page', { timeout: 30_000 }, () => {
    const problems = placementProblems(
      operations.map((operation) => operation.id),
      findPlacements(path.join(root, 'docs')),
      readUnplaced(path.join(root, 'openapi/unplaced.yaml')),
      'openapi/unplaced.yaml',
    );
    expect(problems).toEqual([]);
  });

  it('shows shared parameters referenced from components, and uses their examples in samples', () => {
    const list = model.operations.get('getCardsList')!;
    expect(list.queryParameters.map((field) => field.path[0])).toEqual(
      expect.arrayContaining(['page[limit]', 'page[offset]']),
    );
    expect(list.samples[0]?.code).toContain('page%5Blimit%5D=20');
  });

  it('gives every operation samples in three languages', () => {
    for (const view of model.operations.values()) {
      const sets =
        view.requestVariants.length > 0
          ? view.requestVariants.flatMap((v) => v.examples.map((e) => e.samples))
          : [view.samples];
      for (const samples of sets)
        expect(
          samples.map((sample) => sample.language),
          view.id,
        ).toEqual(['curl', 'javascript', 'python']);
    }
  });

  it('fails an MDX page that names an unknown operation, naming the page', async () => {
    const file = new VFile({
      path: path.join(root, 'docs/api/example.mdx'),
      value: '<Operation id="noSuchOperation" />',
    });
    await expect(compile(file, { remarkPlugins: [remarkApiComponents] })).rejects.toThrow(
      'docs/api/example.mdx: <Operation id="noSuchOperation" /> names no operation of the API description (openapi/)',
    );
  });

  it('accepts a known operation and lists what the sources leave open at the end of the page', async () => {
    const file = new VFile({
      path: path.join(root, 'docs/api/example.mdx'),
      value: '## Get an institution\n\n<Operation id="getInstitution" />',
    });
    const output = String(await compile(file, { remarkPlugins: [remarkApiComponents] }));
    const { model } = await loadApi();
    const unconfirmed = model.operations.get('getInstitution')?.unconfirmed ?? [];
    if (unconfirmed.length > 0) expect(output).toContain(OPEN_QUESTIONS_HEADING);
    else expect(output).not.toContain(OPEN_QUESTIONS_HEADING);
    // The page's JavaScript does not carry the operation: its HTML is rendered once, at build time.
    expect(output).not.toContain('/institutions/{routingNumber}');
  });
});

describe('the build-time HTML', () => {
  it('renders nested fields inside a closed <details> a keyboard can open', () => {
    const markup = fieldList(
      [
        {
          path: ['shipping'],
          type: 'object',
          required: true,
          nullable: false,
          children: [
            { path: ['shipping', 'street'], type: 'string', required: false, nullable: true, enumValues: ['A', 'B'] },
          ],
        },
      ],
      'Attributes',
    );
    const html = toHtml(markup);
    // "Show" or "Hide" comes from the stylesheet; the row is the list item's own children, with no wrappers.
    expect(html).toMatch(/<details class="api-field__children"><summary>the fields of <code>shipping<\/code>/);
    expect(html).not.toContain('<details class="api-field__children" open');
    expect(html).toMatch(
      /<details[^>]*>.*<li class="api-field"><code class="api-field__name">shipping\.street<\/code>/,
    );
    expect(html).not.toMatch(/api-field__head|api-field__prefix|api-when-/);
    expect(html).toContain('string or null');
    expect(html).toContain('One of: <code>A</code>, <code>B</code>.');
  });

  it('puts samples after the fields, and marks values no source gives', async () => {
    const { model } = await loadApi(path.join(fixture, 'openapi.yaml'));
    const [view] = [...model.operations.values()].filter((operation) => operation.requestVariants.length > 1);
    expect(view).toBeDefined();
    const html = operationHtml(view!);
    expect(html.indexOf('api-op__main')).toBeLessThan(html.indexOf('api-op__aside'));
    // One tab list for the variants, its panels and the samples beside them in one group.
    expect(html).toMatch(/role="tablist"[^>]*data-tab-group="[^"]*-variant"/);
    expect(html).toMatch(
      /class="api-op__variant-samples" data-tab-panel-group="[^"]*-variant" data-tab-value="1" hidden/,
    );
    expect(html).toContain('data-tab-group="code-samples"');
    if (!view!.scope) expect(html).toContain('href="#what-the-sources-leave-open"');
  });

  it('lists the request fields every variant shares once, after the variant tabs', () => {
    const field = (name: string, type: string) => ({ path: [name], type, required: false, nullable: false });
    const shape = (title: string, own: string) => ({
      title,
      dataTypes: [title],
      fields: [],
      relationships: [],
      attributes: [field(own, 'string'), field('tags', 'object'), field('limits', 'object')],
    });
    const variants = [shape('cat', 'whiskers'), shape('dog', 'bark')];
    const html = operationHtml({
      id: 'x',
      method: 'POST',
      path: '/x',
      url: 'https://api.s.unit.sh/x',
      summary: 'X',
      unconfirmed: [],
      pathParameters: [],
      queryParameters: [],
      requestVariants: variants.map((variantShape) => ({ shape: variantShape, examples: [] })),
      dataTypes: [],
      samples: [],
      responses: [],
    });
    const after = html.slice(html.indexOf('Every variant also has'));
    expect(html.match(/>tags<\/code>/g)).toHaveLength(1);
    expect(after).toContain('aria-label="Attributes of the x request (every variant)"');
    expect(after).toMatch(/>tags<\/code>[\s\S]*>limits<\/code>/);
    expect(after).not.toMatch(/whiskers|bark/);
    expect(html).toMatch(
      /aria-label="Attributes of the x request \(cat\)"><li class="api-field"><code class="api-field__name">whiskers/,
    );
  });

  it("notes under an operation where the provider's OpenAPI file differs, in the HTML and the Markdown twin", async () => {
    const rootFile = brokenFixture('resources/things.yaml', (text) =>
      text.replace(
        'x-unit-timeout: 5\n',
        "x-unit-timeout: 5\n      x-unit-provider-differs: 'It types `weight` as a string.'\n",
      ),
    );
    const { model } = await loadApi(rootFile);
    const view = model.operations.get('createThing')!;
    expect(view.providerDiffers).toBe('It types `weight` as a string.');
    expect(operationHtml(view)).toContain(
      '<p class="api-op__provider-differs"><strong>Unit\'s OpenAPI file differs:</strong> It types <code>weight</code> as a string.</p>',
    );
    expect(operationMarkdown(view)).toContain("Unit's OpenAPI file differs: It types `weight` as a string.");
    expect(operationHtml(model.operations.get('getThing')!)).not.toContain('api-op__provider-differs');
  });
});
