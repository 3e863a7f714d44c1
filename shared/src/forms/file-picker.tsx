// A file input in the page's language and the brand's look. The browser draws its own button and "No file chosen" in
// the browser's language and style: a German page read "Choose Files · No file chosen" on a grey system button. The
// real input stays the control (its field's label, the keyboard, screen readers, tests' `setInputFiles`), visually
// hidden; after it, a button of the kit opens it on a click and shows its focus ring while it has the focus, and a line
// names what the form holds.
import { Button, HStack, Input, type InputProps, mergeRefs, Text } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Paperclip } from 'lucide-react';
import { type Ref, useMemo, useRef } from 'react';

export interface FilePickerProps extends Omit<InputProps, 'type' | 'children' | 'ref' | 'size'> {
  /** What the form holds (some forms empty the input after each choice): named beside the button. */
  chosen: readonly { name: string }[];
  /** The form lists the files itself (each with its Remove button): the line then gives their count, not a name. */
  listed?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function FilePicker({ chosen, listed = false, multiple, disabled, ref, ...input }: FilePickerProps) {
  const { t } = useLingui();
  const own = useRef<HTMLInputElement | null>(null);
  // Both the caller's ref (a form library's) and the picker's own.
  const setRef = useMemo(() => mergeRefs(ref, own), [ref]);
  const only = chosen.length === 1 && !listed ? chosen[0] : undefined;
  const summary = only
    ? only.name
    : chosen.length === 0
      ? t`No file chosen`
      : plural(chosen.length, { one: '# file chosen', other: '# files chosen' });
  return (
    <HStack gap="3" rowGap="1" minW="0" width="full" flexWrap="wrap">
      {/* The kit's input: it takes its id, state and description from the field around it. */}
      <Input
        {...input}
        ref={setRef}
        type="file"
        className="peer"
        multiple={multiple}
        disabled={disabled}
        srOnly
      />
      {/* The input is the control: this button only stands for it on screen (not a second tab stop). */}
      <Button
        type="button"
        variant="outline"
        size="sm"
        flexShrink={0}
        aria-hidden
        tabIndex={-1}
        disabled={disabled}
        // The focus stays with the input (the control), not this stand-in.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          own.current?.focus();
          own.current?.click();
        }}
        _peerFocusVisible={{
          outline: '2px solid',
          outlineColor: 'colorPalette.focusRing',
          outlineOffset: '2px',
        }}
      >
        <Paperclip aria-hidden />
        {multiple ? t`Choose files` : t`Choose a file`}
      </Button>
      <Text aria-hidden color="fg.muted" textStyle="sm" minW="0" overflowWrap="anywhere">
        {summary}
      </Text>
    </HStack>
  );
}
