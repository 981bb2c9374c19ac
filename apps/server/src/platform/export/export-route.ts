import { PassThrough } from 'node:stream';
import { formatDate, type AnyOperation, type Language } from '@lading/shared';
import type { FastifyInstance } from 'fastify';
import { serveFile, type HandlerInput } from '../http/serve';
import { writeXlsx, type ExportColumn } from './xlsx-stream';

/** Rows fetched page by page so an export never holds the whole table in memory. */
export async function* pagesOf<Row>(
  fetchPage: (page: { pageNum: number; pageSize: number }) => Promise<{ list: Row[] }>,
  pageSize = 1000,
): AsyncGenerator<Row> {
  for (let pageNum = 1; ; pageNum++) {
    const { list } = await fetchPage({ pageNum, pageSize });
    yield* list;
    if (list.length < pageSize) return;
  }
}

/**
 * The Excel export of a list, for an operation that answers `'file'`: same filters (the
 * list's query contract, paging ignored), streamed as it is read, headers in the caller's
 * language (`lang` header or `?lang=`).
 */
export function serveExport<O extends AnyOperation, Row>(
  app: FastifyInstance,
  op: O,
  spec: {
    fileName: (lang: Language) => string;
    /** `timeZone`: LADING_TIME_ZONE, the zone date-time cells are written in. */
    columns: (lang: Language, timeZone: string) => readonly ExportColumn<Row>[];
    rows: (input: HandlerInput<O>) => AsyncIterable<Row>;
    /**
     * Refuses the request before the file starts (the record it lists is out of reach):
     * once rows stream, an error can only cut the download short.
     */
    check?: (input: HandlerInput<O>) => Promise<unknown>;
  },
): void {
  serveFile(app, op, async (input) => {
    await spec.check?.(input);
    const { request, reply } = input;
    const zone = request.server.displayTimeZone;
    const name = `${spec.fileName(request.lang)}-${formatDate(new Date(), zone)}.xlsx`;
    const body = new PassThrough();
    reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header(
        'content-disposition',
        `attachment; filename="export.xlsx"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    writeXlsx(
      body,
      spec.fileName(request.lang),
      spec.columns(request.lang, zone),
      spec.rows(input),
    ).catch((error: unknown) => {
      request.log.error({ err: error }, 'export failed');
      body.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    return reply.send(body);
  });
}
