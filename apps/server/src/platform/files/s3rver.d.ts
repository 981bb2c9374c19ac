/** s3rver 3.7 (tests only): a fake S3 server keeping objects on local disk; it has no types. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverOptions {
    address?: string;
    /** 0: a free port, answered by run() */
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    /** Creates the configured buckets and listens; answers the bound address. */
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
