import { useEffect, useRef } from 'react';

/** A small modal built on <dialog> (focus trap and Escape come with it). */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  text: string;
  okText: string;
  cancelText: string;
  onOk(): void;
  onCancel(): void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (props.open && !dialog.open) dialog.showModal();
    if (!props.open && dialog.open) dialog.close();
  }, [props.open]);
  return (
    <dialog
      ref={ref}
      className="login-dialog"
      aria-labelledby="confirm-title"
      onCancel={(event) => {
        event.preventDefault();
        props.onCancel();
      }}
    >
      <h2 id="confirm-title" style={{ fontSize: 16, margin: '0 0 8px' }}>
        {props.title}
      </h2>
      <p style={{ margin: 0 }}>{props.text}</p>
      <div className="login-dialog-actions">
        <button type="button" className="login-secondary" onClick={props.onCancel}>
          {props.cancelText}
        </button>
        <button type="button" className="login-button" onClick={props.onOk} autoFocus>
          {props.okText}
        </button>
      </div>
    </dialog>
  );
}
