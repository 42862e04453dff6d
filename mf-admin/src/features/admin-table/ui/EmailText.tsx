import { Fragment } from 'react';

/**
 * An e-mail address that may wrap only before its "@" and after its dots, so a narrow table
 * column shows "info@" / "autosalone.example" rather than breaking inside a word.
 */
export function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?=@)|(?<=\.)/);
  return (
    <span className="adm-email">
      {parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
