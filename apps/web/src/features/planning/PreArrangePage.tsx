import { Workbench } from './Workbench';

/** /arrange/preArrange — the planning workbench; a saved draft is offered on opening. */
export default function PreArrangePage() {
  return <Workbench mode="preArrange" />;
}
