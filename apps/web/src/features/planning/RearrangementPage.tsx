import { Workbench } from './Workbench';

/** /arrange/rearrangement (hidden) — the workbench opened straight on the saved draft. */
export default function RearrangementPage() {
  return <Workbench mode="rearrange" />;
}
