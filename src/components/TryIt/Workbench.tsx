/**
 * The Try it workbench of one operation: where the request goes (Unit's sandbox or a local mock),
 * the token, the parameters, the JSON body checked as the reader types with the build's own
 * validators, samples that follow the values, and the answer checked against the response schema.
 * Loaded on the first press of the operation's Try it button (./index.tsx); its data and validators
 * come from files the build writes (plugins/openapi/tryIt.ts).
 */
import React, { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import {
  RESPONSE_VALIDATOR,
  TRY_IT_DIR,
  type TryItOperation,
  type TryItParameter,
} from '@site/plugins/openapi/tryItTypes';
import { errorPointer, errorText } from '@site/plugins/openapi/validationErrors';
import siteConfig from '@generated/docusaurus.config';

import { fieldRow, goToRow, idOf } from './fieldLinks';
import { parseJson, valueAt, withValueAt } from './json';
import {
  baseUrlOf,
  buildRequest,
  initialValues,
  looksLikeToken,
  missingParameters,
  MAX_RENDERED_CHARACTERS,
  mockTargetProblem,
  responseKey,
  shownBody,
  type SampleRequest,
  type Target,
} from './request';
import Samples, { CodeBox } from './Samples';
import { curlSample, sample, TOKEN_VARIABLE, type SampleToken } from './samples';
import { readTarget, readToken, storeTarget, storeToken } from './storage';
import { checkBody, errorsOf, loadValidators, type ShownError, type ValidatorModule } from './validators';

const TIMEOUT_MS = 30_000;

// The site's base URL from its config: sections.mjs's BASE_URL is not among that module's exports in main.js.
const fileUrl = (name: string) => new URL(`${siteConfig.baseUrl}${TRY_IT_DIR}/${name}`, window.location.href).href;

const pretty = (value: unknown) => JSON.stringify(value, null, 2);
/** A value in a text field: strings as they are, anything else as JSON. */
const textOf = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);

interface Loaded {
  operation: TryItOperation;
  requestValidators?: ValidatorModule;
}

type Result =
  | {
      kind: 'response';
      status: number;
      statusText: string;
      ms: number;
      headers: [string, string][];
      body: string;
      truncatedFrom?: number;
      json: boolean;
      schema: { checked: false; why: string } | { checked: true; status: string; errors: ShownError[] };
    }
  | { kind: 'failed'; timeout: boolean; curl: string };

export default function Workbench({
  operationId,
  operationElement,
  onReady,
}: {
  operationId: string;
  operationElement: ParentNode;
  /** Called once the form is drawn (or its loading failed), with the operation's summary. */
  onReady: (summary: string) => void;
}): ReactNode {
  const [loaded, setLoaded] = useState<Loaded | 'failed'>();
  useEffect(() => {
    let current = true;
    fetch(fileUrl(`${encodeURIComponent(operationId)}.json`), { credentials: 'same-origin' })
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status}`);
        return response.json() as Promise<TryItOperation>;
      })
      .then(async (operation) => ({
        operation,
        requestValidators: operation.requestValidators
          ? await loadValidators(fileUrl(operation.requestValidators))
          : undefined,
      }))
      .then(
        (data) => current && setLoaded(data),
        () => current && setLoaded('failed'),
      );
    return () => {
      current = false;
    };
  }, [operationId]);
  useEffect(() => {
    if (loaded) onReady(loaded === 'failed' ? operationId : loaded.operation.summary);
  }, [loaded, onReady, operationId]);

  if (!loaded) return <p className="try-note">Loading the request form…</p>;
  if (loaded === 'failed')
    return (
      <p className="try-error" role="alert">
        The request form did not load. Check your connection and reload the page.
      </p>
    );
  return <Form {...loaded} operationElement={operationElement} />;
}

function Form({
  operation,
  requestValidators,
  operationElement,
}: Loaded & { operationElement: ParentNode }): ReactNode {
  const id = useId();
  const [target, setTarget] = useState<Target>(readTarget);
  const [token, setToken] = useState(readToken);
  const [showToken, setShowToken] = useState(false);
  const [tokenInSamples, setTokenInSamples] = useState(false);
  const [values, setValues] = useState(() => initialValues(operation));
  const examples = operation.variants.flatMap((variant, variantIndex) =>
    variant.examples.map((example) => ({ variantIndex, example, title: variant.title })),
  );
  const [exampleIndex, setExampleIndex] = useState(0);
  const chosenVariant = examples[exampleIndex]?.variantIndex ?? 0;
  const [bodyText, setBodyText] = useState(() => (examples[0] ? pretty(examples[0].example.value) : '{}'));
  const [result, setResult] = useState<Result>();
  const [sending, setSending] = useState(false);

  const hasBody = operation.requestMediaType !== undefined;
  const parsed = useMemo(() => (hasBody ? parseJson(bodyText) : undefined), [hasBody, bodyText]);
  const check = useMemo(
    () =>
      parsed?.ok && requestValidators
        ? checkBody(requestValidators, operation, chosenVariant, parsed.value)
        : undefined,
    [parsed, requestValidators, operation, chosenVariant],
  );
  const mockProblem = target.kind === 'mock' ? mockTargetProblem(target) : undefined;
  const baseUrl = baseUrlOf(operation, target);
  const request: SampleRequest = buildRequest(
    operation,
    baseUrl,
    values,
    hasBody ? { text: bodyText, ...(parsed?.ok ? { json: parsed.value } : {}) } : undefined,
  );
  const sampleToken: SampleToken =
    tokenInSamples && token.trim() ? { value: token.trim() } : { variable: TOKEN_VARIABLE };
  const tokenFields = operation.parameters
    .filter((parameter) => looksLikeToken(values[parameter.name] ?? '', token))
    .map((parameter) => parameter.name);
  const bodyHasToken = hasBody && looksLikeToken(bodyText, token);

  const problems: string[] = [];
  for (const parameter of missingParameters(operation, values))
    problems.push(`Fill in ${parameter.name}: it is a required ${parameter.in} parameter.`);
  if (parsed && !parsed.ok)
    problems.push(`Fix the JSON body: line ${parsed.problem.line}, column ${parsed.problem.column}.`);
  if (mockProblem) problems.push(mockProblem);
  if (tokenFields.length > 0 || bodyHasToken)
    problems.push(`Remove the token from ${[...tokenFields, ...(bodyHasToken ? ['the body'] : [])].join(', ')}.`);

  const changeTarget = (next: Target) => {
    setTarget(next);
    storeTarget(next);
  };
  const changeToken = (next: string) => {
    setToken(next);
    storeToken(next);
  };
  const idempotencyPointer = operation.variants[chosenVariant]?.idempotencyKey;

  const send = async () => {
    setSending(true);
    setResult(undefined);
    const controller = new AbortController();
    const timer = window.setTimeout(() => controller.abort(), TIMEOUT_MS);
    const started = performance.now();
    try {
      const headers: Record<string, string> = Object.fromEntries(request.headers);
      if (token.trim()) headers.Authorization = `Bearer ${token.trim()}`;
      const response = await fetch(request.url, {
        method: request.method,
        headers,
        body: request.body?.text,
        mode: 'cors',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        signal: controller.signal,
      });
      const text = await response.text();
      const ms = Math.round(performance.now() - started);
      const responseHeaders: [string, string][] = [];
      response.headers.forEach((value, name) => responseHeaders.push([name, value]));
      const shown = shownBody(text, response.headers.get('content-type'));
      const key = responseKey(operation.responses, response.status);
      const module = key ? operation.responses[key] : undefined;
      let schema: Extract<Result, { kind: 'response' }>['schema'];
      if (text && !shown.json)
        schema = {
          checked: false,
          why: `The body is not JSON (Content-Type: ${response.headers.get('content-type') || 'none'}): it is shown as it came, and was not checked against a schema.`,
        };
      else if (!key)
        schema = {
          checked: false,
          why: `The description declares no ${response.status} response, so it was not checked.`,
        };
      else if (!module) schema = { checked: false, why: `The ${key} response has no schema to check against.` };
      else if (!shown.json)
        schema = {
          checked: false,
          why: `The body is empty, so it was not checked against the ${key} response schema.`,
        };
      else {
        const validator = (await loadValidators(fileUrl(module)))[RESPONSE_VALIDATOR]!;
        schema = {
          checked: true,
          status: key,
          errors: errorsOf(validator, shown.json.value).map((error) => ({
            pointer: errorPointer(error),
            text: errorText(error),
            field: errorPointer(error),
          })),
        };
      }
      setResult({
        kind: 'response',
        status: response.status,
        statusText: response.statusText,
        ms,
        headers: responseHeaders,
        body: shown.text,
        ...(shown.truncatedFrom !== undefined ? { truncatedFrom: shown.truncatedFrom } : {}),
        json: shown.json !== undefined,
        schema,
      });
    } catch (error) {
      setResult({
        kind: 'failed',
        timeout: error instanceof DOMException && error.name === 'AbortError',
        curl: curlSample(request, sampleToken),
      });
    } finally {
      window.clearTimeout(timer);
      setSending(false);
    }
  };

  const queryShown = operation.parameters.filter(
    (parameter) => parameter.in === 'query' && (parameter.required || parameter.example !== undefined),
  );
  const queryMore = operation.parameters.filter(
    (parameter) => parameter.in === 'query' && !queryShown.includes(parameter),
  );
  const parameterField = (parameter: TryItParameter) => (
    <ParameterField
      key={parameter.name}
      parameter={parameter}
      value={values[parameter.name] ?? ''}
      hasToken={tokenFields.includes(parameter.name)}
      onChange={(value) => setValues((before) => ({ ...before, [parameter.name]: value }))}
    />
  );

  return (
    <div className="try-form">
      <p className="try-title">
        <span className={`api-method api-method--${operation.method}`}>{operation.method}</span>{' '}
        <code>{operation.path}</code>
      </p>

      <fieldset className="try-group">
        <legend>Send to</legend>
        <label className="try-choice">
          <input
            type="radio"
            name={`${id}-target`}
            checked={target.kind === 'sandbox'}
            onChange={() => changeTarget({ ...target, kind: 'sandbox' })}
          />{' '}
          Unit sandbox <code>{operation.server}</code>
        </label>
        <label className="try-choice">
          <input
            type="radio"
            name={`${id}-target`}
            checked={target.kind === 'mock'}
            onChange={() => changeTarget({ ...target, kind: 'mock' })}
          />{' '}
          Local mock (<code>npm run mock</code>)
        </label>
        {target.kind === 'mock' && (
          <div className="try-mock">
            <div className="try-row">
              <label htmlFor={`${id}-host`}>Host</label>
              <input
                id={`${id}-host`}
                type="text"
                spellCheck={false}
                autoComplete="off"
                value={target.host}
                aria-invalid={mockProblem?.startsWith('The mock host') ? true : undefined}
                aria-describedby={`${id}-mock-note`}
                onChange={(event) => changeTarget({ ...target, host: event.currentTarget.value })}
              />
            </div>
            <div className="try-row try-row--port">
              <label htmlFor={`${id}-port`}>Port</label>
              <input
                id={`${id}-port`}
                type="text"
                inputMode="numeric"
                autoComplete="off"
                value={target.port}
                aria-invalid={mockProblem?.startsWith('The port') ? true : undefined}
                aria-describedby={`${id}-mock-note`}
                onChange={(event) => changeTarget({ ...target, port: event.currentTarget.value })}
              />
            </div>
            <div id={`${id}-mock-note`} className="try-note">
              {mockProblem && <p className="try-error">{mockProblem}</p>}
              {target.host.trim() === '[::1]' && (
                <p className="try-warn">
                  This site&apos;s security policy cannot name <code>[::1]</code>, so your browser will block the
                  request: use <code>localhost</code>.
                </p>
              )}
              <p>
                Start the mock with <code>npm run mock</code> in a clone of the docs repository. Your browser may ask
                your permission before a page from the web reaches <code>localhost</code>.
              </p>
            </div>
          </div>
        )}
      </fieldset>

      <div className="try-group">
        <label htmlFor={`${id}-token`}>Sandbox token</label>
        <div className="try-inline">
          <input
            id={`${id}-token`}
            type={showToken ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            value={token}
            aria-describedby={`${id}-token-note`}
            onChange={(event) => changeToken(event.currentTarget.value)}
          />
          <button
            type="button"
            className="button button--secondary button--sm"
            aria-pressed={showToken}
            onClick={() => setShowToken((shown) => !shown)}
          >
            Show
          </button>
          <button
            type="button"
            className="button button--secondary button--sm"
            disabled={!token}
            onClick={() => changeToken('')}
          >
            Forget
          </button>
        </div>
        <p id={`${id}-token-note`} className="try-note">
          Sent only to <code>{mockProblem ? 'the mock' : new URL(baseUrl).host}</code>, in the Authorization header.
          Kept in this tab until you close it.
        </p>
        <label className="try-choice">
          <input
            type="checkbox"
            checked={tokenInSamples}
            onChange={(event) => setTokenInSamples(event.currentTarget.checked)}
          />{' '}
          Include my token in the samples
        </label>
      </div>

      {operation.parameters.some((parameter) => parameter.in === 'path') && (
        <fieldset className="try-group">
          <legend>Path parameters</legend>
          {operation.parameters.filter((parameter) => parameter.in === 'path').map(parameterField)}
        </fieldset>
      )}
      {operation.parameters.some((parameter) => parameter.in === 'query') && (
        <fieldset className="try-group">
          <legend>Query parameters</legend>
          {queryShown.map(parameterField)}
          {queryMore.length > 0 && (
            <details className="try-more">
              <summary>
                {queryShown.length > 0 ? 'More query parameters' : 'Query parameters'} ({queryMore.length})
              </summary>
              {queryMore.map(parameterField)}
            </details>
          )}
        </fieldset>
      )}

      {hasBody && (
        <div className="try-group">
          {examples.length > 1 && (
            <div className="try-row">
              <label htmlFor={`${id}-example`}>Request variant</label>
              <select
                id={`${id}-example`}
                value={exampleIndex}
                onChange={(event) => {
                  const index = Number(event.currentTarget.value);
                  setExampleIndex(index);
                  setBodyText(pretty(examples[index]!.example.value));
                }}
              >
                {examples.map((entry, index) => (
                  <option key={entry.example.name} value={index}>
                    {operation.variants[entry.variantIndex]!.examples.length > 1
                      ? `${entry.title}: ${entry.example.summary ?? entry.example.name}`
                      : entry.title}
                  </option>
                ))}
              </select>
            </div>
          )}
          {idempotencyPointer && (
            <div className="try-row">
              <label htmlFor={`${id}-idempotency`}>
                <code>idempotencyKey</code>
              </label>
              <div className="try-inline">
                <input
                  id={`${id}-idempotency`}
                  type="text"
                  spellCheck={false}
                  autoComplete="off"
                  disabled={!parsed?.ok}
                  value={parsed?.ok ? textOf(valueAt(parsed.value, idempotencyPointer)) : ''}
                  aria-describedby={`${id}-idempotency-note`}
                  onChange={(event) =>
                    parsed?.ok &&
                    setBodyText(pretty(withValueAt(parsed.value, idempotencyPointer, event.currentTarget.value)))
                  }
                />
                <button
                  type="button"
                  className="button button--secondary button--sm"
                  disabled={!parsed?.ok}
                  onClick={() =>
                    parsed?.ok &&
                    setBodyText(pretty(withValueAt(parsed.value, idempotencyPointer, crypto.randomUUID())))
                  }
                >
                  New key
                </button>
              </div>
              <p id={`${id}-idempotency-note`} className="try-note">
                Unit reads the key from the body, not from a header: a request sent again with the same key returns the
                first result.
              </p>
            </div>
          )}
          <label htmlFor={`${id}-body`}>
            Request body (<code>{operation.requestMediaType}</code>)
          </label>
          <textarea
            id={`${id}-body`}
            className="try-body"
            rows={Math.min(18, Math.max(6, bodyText.split('\n').length))}
            spellCheck={false}
            autoComplete="off"
            value={bodyText}
            aria-invalid={parsed && !parsed.ok ? true : undefined}
            aria-describedby={`${id}-body-check`}
            onChange={(event) => setBodyText(event.currentTarget.value)}
          />
          <div className="try-inline">
            <button
              type="button"
              className="button button--secondary button--sm"
              disabled={!parsed?.ok}
              onClick={() => parsed?.ok && setBodyText(pretty(parsed.value))}
            >
              Format
            </button>
            <button
              type="button"
              className="button button--secondary button--sm"
              onClick={() => setBodyText(examples[exampleIndex] ? pretty(examples[exampleIndex].example.value) : '{}')}
            >
              Reset to the example
            </button>
          </div>
          <div id={`${id}-body-check`} className="try-check">
            {parsed && !parsed.ok && (
              <p className="try-error">
                Invalid JSON at line {parsed.problem.line}, column {parsed.problem.column}: {parsed.problem.message}.
              </p>
            )}
            {bodyHasToken && <TokenWarning where="the body" />}
            {check && check.errors.length === 0 && <p className="try-ok">The body matches the request schema.</p>}
            {check && check.errors.length > 0 && (
              <ErrorList
                intro={`The body does not match the request schema (${operation.variants[check.variant]?.title ?? 'request body'}):`}
                errors={check.errors}
                rowOf={(error) => fieldRow(operationElement, operation, check.variant, error.field)}
              />
            )}
          </div>
        </div>
      )}

      <div className="try-group">
        <p className="try-label">Request sample</p>
        <Samples code={(language) => sample(language, request, sampleToken)} />
        <p className="try-note">
          {'variable' in sampleToken ? (
            <>
              The samples read your token from the <code>{TOKEN_VARIABLE}</code> environment variable.
            </>
          ) : (
            'The samples include your token: do not share them.'
          )}
        </p>
      </div>

      <div className="try-send">
        <button
          type="button"
          className="button button--primary"
          disabled={problems.length > 0 || sending}
          aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
          onClick={() => void send()}
        >
          {sending ? 'Sending…' : 'Send request'}
        </button>
        {problems.length > 0 && (
          <ul id={`${id}-problems`} className="try-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>

      <ResultView result={result} target={target} baseUrl={baseUrl} />
    </div>
  );
}

/** Description text with its `code spans` (written here: the build's helper lives in a module main.js inlines). */
function Inline({ text }: { text: string }): ReactNode {
  return text
    .split(/(`[^`]+`)/)
    .map((part, index) =>
      part.length > 1 && part.startsWith('`') && part.endsWith('`') ? (
        <code key={index}>{part.slice(1, -1)}</code>
      ) : (
        part
      ),
    );
}

function TokenWarning({ where }: { where: string }): ReactNode {
  return (
    <p className="try-warn">
      This looks like an API token in {where}. Paste your token only into the Sandbox token field: here it would be sent
      as part of the request and shown in the samples.
    </p>
  );
}

function ParameterField({
  parameter,
  value,
  hasToken,
  onChange,
}: {
  parameter: TryItParameter;
  value: string;
  hasToken: boolean;
  onChange: (value: string) => void;
}): ReactNode {
  const id = useId();
  const choices = parameter.enum ?? (parameter.type === 'boolean' ? ['true', 'false'] : undefined);
  const notes = [
    parameter.itemEnum ? `Comma-separated, from: ${parameter.itemEnum.join(', ')}.` : undefined,
    parameter.default !== undefined ? `Default: ${parameter.default}.` : undefined,
  ].filter(Boolean);
  const hint = parameter.description || notes.length > 0;
  const describedBy = [hint ? `${id}-hint` : '', hasToken ? `${id}-token` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="try-row">
      <label htmlFor={id}>
        <code>{parameter.name}</code>
        {parameter.required && <span className="try-required"> (required)</span>}
      </label>
      {choices ? (
        <select
          id={id}
          value={value}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          <option value="">
            {parameter.default !== undefined
              ? `Default (${parameter.default})`
              : parameter.required
                ? 'Choose…'
                : 'None'}
          </option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          spellCheck={false}
          autoComplete="off"
          inputMode={parameter.type === 'integer' || parameter.type === 'number' ? 'numeric' : undefined}
          placeholder={parameter.default}
          value={value}
          aria-required={parameter.required || undefined}
          aria-invalid={hasToken || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )}
      {hint && (
        <p id={`${id}-hint`} className="try-note">
          {parameter.description && <Inline text={parameter.description} />} {notes.join(' ')}
        </p>
      )}
      {hasToken && (
        <div id={`${id}-token`}>
          <TokenWarning where={parameter.name} />
        </div>
      )}
    </div>
  );
}

function ErrorList({
  intro,
  errors,
  rowOf,
}: {
  intro: string;
  errors: ShownError[];
  rowOf?: (error: ShownError) => HTMLElement | undefined;
}): ReactNode {
  return (
    <div className="try-error">
      <p>{intro}</p>
      <ul>
        {errors.map((error, index) => {
          const row = rowOf?.(error);
          return (
            <li key={`${error.pointer} ${error.text} ${index}`}>
              <code>{error.pointer || '(root)'}</code> {error.text}
              {row && (
                <>
                  {' '}
                  <a
                    href={`#${idOf(row)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      goToRow(row);
                    }}
                  >
                    Go to the field
                  </a>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ResultView({ result, target, baseUrl }: { result?: Result; target: Target; baseUrl: string }): ReactNode {
  let summary: ReactNode = null;
  if (result?.kind === 'response') {
    const { schema } = result;
    summary = (
      <>
        <p className="try-status">
          <strong>
            {result.status} {result.statusText}
          </strong>{' '}
          in {result.ms} ms
        </p>
        {!schema.checked && <p className="try-note">{schema.why}</p>}
        {schema.checked && schema.errors.length === 0 && (
          <p className="try-ok">The response matches the {schema.status} response schema.</p>
        )}
        {schema.checked && schema.errors.length > 0 && (
          <ErrorList
            intro={`Mismatch: the response does not match the ${schema.status} response schema.`}
            errors={schema.errors}
          />
        )}
      </>
    );
  } else if (result?.kind === 'failed') {
    const page = typeof window !== 'undefined' ? window.location : undefined;
    summary = (
      <div className="try-error">
        {result.timeout ? (
          <p>
            No answer from {baseUrl} after {TIMEOUT_MS / 1000} seconds.
          </p>
        ) : target.kind === 'mock' ? (
          <>
            <p>The browser could not get an answer from the mock at {baseUrl}.</p>
            <ul>
              <li>
                Is <code>npm run mock</code> running? It prints the address it listens on.
              </li>
              <li>
                Is the port right? The mock listens on 4010 unless you start it with{' '}
                <code>npm run mock -- --port N</code>.
              </li>
              <li>
                Your browser may ask your permission before a page from the web reaches <code>localhost</code>: allow
                it, then send again.
              </li>
              <li>A server on that port that sends no CORS headers is blocked by the browser too.</li>
              {target.host.trim() === '[::1]' && (
                <li>
                  This site&apos;s security policy cannot name <code>[::1]</code>: use <code>localhost</code>.
                </li>
              )}
              {page?.protocol === 'https:' && (
                <li>Some browsers block an https page from calling an http address (mixed content).</li>
              )}
            </ul>
          </>
        ) : (
          <p>
            The browser blocked the request to {baseUrl}, or could not reach it: the sandbox may not allow calls from
            this page (CORS), or the network failed.
          </p>
        )}
        <p>Send the same request from a terminal instead:</p>
      </div>
    );
  }
  return (
    <div className="try-result">
      <div aria-live="polite" className="try-live">
        {summary}
      </div>
      {result?.kind === 'failed' && <CodeBox code={result.curl} label="curl command" />}
      {result?.kind === 'response' && (
        <>
          <details className="try-more">
            <summary>Response headers ({result.headers.length})</summary>
            <p className="try-note">Only the headers the host lets this page read (CORS) are listed.</p>
            <dl className="try-headers">
              {result.headers.map(([name, value]) => (
                <React.Fragment key={name}>
                  <dt>{name}</dt>
                  <dd>{value}</dd>
                </React.Fragment>
              ))}
            </dl>
          </details>
          {result.truncatedFrom !== undefined && (
            <p className="try-note">
              The body has {result.truncatedFrom.toLocaleString('en-US')} characters: only the first{' '}
              {MAX_RENDERED_CHARACTERS.toLocaleString('en-US')} are shown. Use the curl sample to get all of it.
            </p>
          )}
          {result.body ? (
            <CodeBox code={result.body} label={result.json ? 'response body (JSON)' : 'response body'} />
          ) : (
            <p className="try-note">The response has no body.</p>
          )}
        </>
      )}
    </div>
  );
}
