import { bindingImportOperations as op, type BindingImportJob } from '@lading/shared';
import { useTranslation } from 'react-i18next';
import { ImportButton } from '../../import/ImportButton';
import { CODE_DATA_KEY } from './code-data-screens';

/**
 * dataList's "Import binding file" (issue 19): child and parent codes with their levels in
 * Excel, CSV or EPCIS 2.0 JSON-LD, checked with the stations' rules in a background job and
 * bound whole or not at all; the refused rows with their reasons, and the report. Shown only
 * to users who may upload one.
 */
export function BindingImportButton() {
  const { t } = useTranslation('serialData');
  return (
    <ImportButton<BindingImportJob>
      resource={op.upload.access.resource}
      label={t('list.import')}
      operations={op}
      jobKey="binding-import-job"
      texts={{ ns: 'serialData', prefix: 'import' }}
      otherFileTypes={['json', 'jsonld']}
      invalidate={[CODE_DATA_KEY]}
      successDetail={(job) =>
        t('import.succeededCounts', {
          fileName: job.fileName,
          bound: job.bound ?? job.imported ?? 0,
          created: job.created ?? 0,
        })
      }
    />
  );
}
