import { PdfViewer } from './PdfViewer';
import { useFileBytes } from './useFiles';
import type { ViewerProps } from './viewer-props';
import { Loaded } from './ViewerStatus';

/** A PDF file: its bytes, drawn by pdf.js. */
export default function PdfFileViewer({ file }: ViewerProps) {
  const bytes = useFileBytes(file.id);
  return (
    <Loaded query={bytes} fileId={file.id}>
      {(data) => <PdfViewer data={data} fileId={file.id} />}
    </Loaded>
  );
}
