/**
 * Places a long machine name may wrap: after each dot between two words of a name such as
 * "VM.DenseIO.E4.Flex.32", a `<wbr>` (a break the browser takes only when the line is full).
 * Without them the name is one word, and a column of the Compare table could not be narrower
 * than it. The text, as read or copied, is unchanged; a decimal ("93.6") gets no break.
 */
import { Fragment, type ReactNode } from 'react';

const NAME_DOT = /(?<=[A-Za-z][A-Za-z0-9]*)\.(?=[A-Za-z])/g;

export function softBreaks(text: string): ReactNode {
  const parts = text.split(NAME_DOT);
  if (parts.length === 1) return text;
  return parts.map((part, i) => (
    <Fragment key={i}>
      {part}
      {i < parts.length - 1 && (
        <>
          .<wbr />
        </>
      )}
    </Fragment>
  ));
}
