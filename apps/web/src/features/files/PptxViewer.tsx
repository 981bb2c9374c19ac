import { ApiError } from '../../api/http';
import { PdfViewer } from './PdfViewer';
import { useFileBytes } from './useFiles';
import type { ViewerProps } from './viewer-props';
import { Loaded, PreviewUnavailable } from './ViewerStatus';

/**
 * A PowerPoint file, as the server converts it to PDF (LibreOffice). A server without the
 * converter, or one that fails on this file, answers 409 (`file.noConverter`,
 * `file.convertFailed`): its message says why, and the file can still be downloaded.
 */
export default function PptxViewer({ file }: ViewerProps) {
  const pdf = useFileBytes(file.id, 'pdf');
  if (pdf.error instanceof ApiError && pdf.error.code === 409)
    return <PreviewUnavailable message={pdf.error.message} fileId={file.id} />;
  return (
    <Loaded query={pdf} fileId={file.id}>
      {(data) => <PdfViewer data={data} fileId={file.id} />}
    </Loaded>
  );
}
