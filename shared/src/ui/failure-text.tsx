// A short message saying an action failed, beside the control that ran it (a download, a change that was refused):
// announced as soon as it appears (role="alert") and in the kit's error colour, the words carrying the meaning.
import { Text, type TextProps } from '@chakra-ui/react';

export type FailureTextProps = Omit<TextProps, 'role' | 'color'>;

export function FailureText(props: FailureTextProps) {
  return <Text role="alert" color="fg.error" {...props} />;
}
