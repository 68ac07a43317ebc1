/**
 * One operation of the API description, as the reader needs it to make the call: verb, URL, scope,
 * data type and timeout; parameters; the request body with its variants; request samples in curl,
 * JavaScript and Python; and each response with its status and example. Its data comes from the
 * build (plugins/openapi), never from the browser.
 */
import React, { type ReactNode } from 'react';
import clsx from 'clsx';
import ApiCodeSamples from '@site/src/components/ApiCodeSamples';
import { JsonBlock } from '@site/src/components/ApiExample';
import ApiFields, { fieldNames, InlineText, SearchKeywords } from '@site/src/components/ApiFields';
import { DataTypes, ShapeFields, Variants } from '@site/src/components/ApiSchema';
import {
  NOT_STATED,
  type OperationView,
  type RequestVariantView,
  type ResponseView,
} from '@site/plugins/openapi/viewTypes';

import styles from './styles.module.css';

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '4XX': 'Client error',
  default: 'Error',
};

function Summary({ view }: { view: OperationView }): ReactNode {
  const { dataTypes } = view;
  return (
    <table className={styles.summary}>
      <tbody>
        <tr>
          <th scope="row">Verb</th>
          <td>
            <span className={clsx(styles.method, styles[`method${view.method}`])}>{view.method}</span>
          </td>
        </tr>
        <tr>
          <th scope="row">URL</th>
          <td>
            <code>{view.url}</code>
          </td>
        </tr>
        <tr>
          <th scope="row">Required scope</th>
          <td>{view.scope ? <code>{view.scope}</code> : NOT_STATED}</td>
        </tr>
        <tr>
          <th scope="row">Data type</th>
          <td>{dataTypes.length > 0 ? <DataTypes types={dataTypes} /> : 'None'}</td>
        </tr>
        <tr>
          <th scope="row">Timeout (seconds)</th>
          <td>{view.timeout ?? NOT_STATED}</td>
        </tr>
      </tbody>
    </table>
  );
}

function Label({ children }: { children: ReactNode }): ReactNode {
  return (
    <h3 className={styles.label} data-search-exclude>
      {children}
    </h3>
  );
}

function RequestVariant({ view, variant }: { view: OperationView; variant: RequestVariantView }): ReactNode {
  return (
    <>
      <ShapeFields shape={variant.shape} context={`the ${view.id} request (${variant.shape.title})`} />
      {variant.examples.map((example) => (
        <div key={example.name} className={styles.example}>
          <p className={styles.exampleTitle} data-search-exclude>
            Example request{example.summary ? `: ${example.summary}` : ''}
          </p>
          <ApiCodeSamples samples={example.samples} />
        </div>
      ))}
    </>
  );
}

function Response({ response }: { response: ResponseView }): ReactNode {
  const heading = `${response.status} ${STATUS_TEXT[response.status] ?? ''}`.trim();
  const body = (
    <>
      <p>
        <InlineText text={response.description} />
        {response.dataTypes.length > 0 && (
          <>
            {' '}
            Data type: <DataTypes types={response.dataTypes} />.
          </>
        )}
        {response.mediaType && !response.mediaType.includes('json') && (
          <>
            {' '}
            Media type: <code>{response.mediaType}</code>.
          </>
        )}
      </p>
      {response.examples.map((example) => (
        <JsonBlock
          key={example.name}
          example={example}
          title={`${response.status} response${example.summary ? `: ${example.summary}` : ''}`}
        />
      ))}
      {(response.moreExamples ?? 0) > 0 && (
        <p>
          The description has {response.moreExamples} more examples of this response; download it from the top of the
          page.
        </p>
      )}
    </>
  );
  if (!response.status.startsWith('2')) {
    return (
      <details className={styles.errorResponse}>
        <summary>
          <strong>{heading}</strong>
        </summary>
        {body}
      </details>
    );
  }
  return (
    <div className={styles.response}>
      <p className={styles.status}>
        <strong>{heading}</strong>
      </p>
      {body}
    </div>
  );
}

export default function ApiOperation({ id, view }: { id: string; view?: OperationView }): ReactNode {
  if (!view) throw new Error(`<Operation id="${id}" /> has no data: the openapi remark plugin did not run`);
  return (
    <div className={styles.operation} data-operation-id={view.id} data-api-twin={`operation:${view.id}`}>
      <Summary view={view} />
      <SearchKeywords
        words={[
          view.id,
          ...fieldNames([
            ...view.pathParameters,
            ...view.queryParameters,
            ...view.requestVariants.flatMap((variant) => [
              ...variant.shape.fields,
              ...variant.shape.attributes,
              ...variant.shape.relationships,
            ]),
          ]),
        ]}
      />
      {view.description && (
        <p>
          <InlineText text={view.description} />
        </p>
      )}
      {view.unconfirmed.length > 0 && (
        <div className={clsx('alert alert--warning', styles.unconfirmed)} role="note">
          <strong>Not confirmed</strong>
          <ul>
            {view.unconfirmed.map((line) => (
              <li key={line}>
                <InlineText text={line} />
              </li>
            ))}
          </ul>
        </div>
      )}
      {view.pathParameters.length > 0 && (
        <>
          <Label>Path parameters</Label>
          <ApiFields fields={view.pathParameters} label={`Path parameters of ${view.id}`} />
        </>
      )}
      {view.queryParameters.length > 0 && (
        <>
          <Label>Query parameters</Label>
          <ApiFields fields={view.queryParameters} label={`Query parameters of ${view.id}`} />
        </>
      )}
      {view.requestVariants.length > 0 && (
        <>
          <Label>Request body</Label>
          {view.requestMediaType && (
            <p>
              Media type: <code>{view.requestMediaType}</code>.
            </p>
          )}
          <Variants
            items={view.requestVariants}
            title={(variant) => variant.shape.title}
            render={(variant) => <RequestVariant view={view} variant={variant} />}
          />
        </>
      )}
      {view.samples.length > 0 && (
        <>
          <Label>Example request</Label>
          <ApiCodeSamples samples={view.samples} />
        </>
      )}
      <p className={styles.tokenNote}>
        Samples call the sandbox; replace <code>YOUR_API_TOKEN</code> with your token.
      </p>
      <Label>Response</Label>
      {view.responses.map((response) => (
        <Response key={response.status} response={response} />
      ))}
    </div>
  );
}
