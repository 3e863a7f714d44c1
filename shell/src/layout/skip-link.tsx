// "Skip to content": the first focusable element, visible when focused.
import { Link } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';

export const MAIN_ID = 'main-content';

export function SkipLink() {
  const { t } = useLingui();
  return (
    <Link
      href={`#${MAIN_ID}`}
      position="absolute"
      left="2"
      top="-20"
      zIndex="skipNav"
      bg="bg"
      px="3"
      py="2"
      borderRadius="l2"
      _focusVisible={{ top: '2', outline: '2px solid', outlineColor: 'brand.primary' }}
    >
      {t`Skip to content`}
    </Link>
  );
}
