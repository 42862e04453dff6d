import type { ReactNode } from 'react';
import { IconError } from '../Icons';

/** The hint and error lines under a control (Field, RadioGroup, RangeInput), ids for aria-describedby. */
export function FieldMessages(props: { hint?: ReactNode; hintId?: string; error?: ReactNode; errorId?: string }) {
  return (
    <>
      {props.hint ? (
        <p id={props.hintId} className="am-field__hint">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={props.errorId} className="am-field__error">
          <IconError size={16} />
          <span>{props.error}</span>
        </p>
      ) : null}
    </>
  );
}
