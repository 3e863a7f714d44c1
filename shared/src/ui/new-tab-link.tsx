// A link to another site that opens in a new tab, said the same way everywhere (issue 44: one wording per label): an
// icon after its text, and "Opens in a new tab" as the link's description for screen readers (WCAG technique G201,
// warning before a new window opens). A description rather than words in the name: the link keeps its own name, and so
// does a checkbox whose label holds it ("I accept the privacy policy"). The portal's window is not handed to the
// other site (noopener).
import { Link, type LinkProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { type ReactNode, useId } from 'react';

export interface NewTab {
  /** For the `<a>`: the new tab, without handing it the portal's window, and the description. */
  attributes: { target: '_blank'; rel: 'noopener noreferrer'; 'aria-describedby': string };
  /**
   * After the link's text: the icon (spaced by the kit's Link and Button, which lay their content out with a gap), and
   * the description's words (hidden: only read as the description).
   */
  hint: ReactNode;
}

/** What a link (or a link-styled button, `<Button asChild><a>`) that opens a new tab carries. */
export function useNewTab(): NewTab {
  const { t } = useLingui();
  const id = useId();
  return {
    attributes: { target: '_blank', rel: 'noopener noreferrer', 'aria-describedby': id },
    hint: (
      <>
        <ExternalLink
          aria-hidden
          size="0.9em"
          style={{ display: 'inline', flexShrink: 0, verticalAlign: '-0.1em' }}
        />
        <span id={id} hidden>
          {t`Opens in a new tab`}
        </span>
      </>
    ),
  };
}

/**
 * A text link to another site, opened in a new tab (the kit's Link props). Without an address (a brand that sets no
 * such link) it is its text alone.
 */
export function NewTabLink({ children, href, ...props }: Omit<LinkProps, 'href'> & { href?: string }) {
  const newTab = useNewTab();
  if (!href) return <>{children}</>;
  return (
    <Link href={href} {...newTab.attributes} {...props}>
      {children}
      {newTab.hint}
    </Link>
  );
}
