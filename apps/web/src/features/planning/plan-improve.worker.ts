import { runImprovement, type ImproveReply, type ImproveRequest } from './plan-improve-run';

/*
 * The improvement's Web Worker (docs/decisions.md, issue 21): the search runs off the page's
 * thread so the workbench stays responsive. A thin shell around runImprovement; Stop
 * terminates the worker (plan-improve-client.ts), so there is no stop message to read.
 */

// the app compiles with the DOM library; a worker's scope needs only these two
const scope = self as unknown as {
  postMessage(message: ImproveReply): void;
  onmessage: ((event: MessageEvent<ImproveRequest>) => void) | null;
};

scope.onmessage = (event) => {
  runImprovement(event.data, (report) => scope.postMessage(report)).catch((error: unknown) =>
    scope.postMessage({
      kind: 'error',
      message: error instanceof Error ? error.message : String(error),
    }),
  );
};
