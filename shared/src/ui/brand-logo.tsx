// The brand's logo (settings `brand.logoUrl`), or its name when there is no logo; linked when `brand.logoLink` is
// set. One link at most, named by what it shows (the logo's alternative text is the brand's name), so that its
// accessible name is its visible label. With a compact mark (`brand.logoMarkUrl`) a phone shows the mark and a wider
// screen the full logo: one image whose source the browser picks by width (a `<picture>`, no script, no second
// render), so the header fits 360 px (issue 44 §3). In @portal/shared/ui because the shell's header and error pages
// and the remotes' own full-screen pages (the contracting wizard) show the same logo.
import { Box, Image, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';

export interface BrandLogoProps {
  /** Link to the portal's home when the brand sets no `brand.logoLink` (the header); otherwise not a link. */
  homeLink?: boolean;
}

/** The kit's `md` breakpoint (48rem): the full logo from a tablet's width up. */
const FULL_LOGO_MEDIA = '(min-width: 48rem)';

export function BrandLogo({ homeLink = false }: BrandLogoProps) {
  const name = useSetting('brand.name');
  const url = useSetting('brand.logoUrl');
  const mark = useSetting('brand.logoMarkUrl');
  const link = useSetting('brand.logoLink');
  // A fixed height: the header keeps its size when the image arrives (no layout shift).
  const image = (src: string) => (
    <Image src={src} alt={name} h={{ base: '8', md: '10' }} w="auto" maxW="60" objectFit="contain" />
  );
  const logo =
    url && mark ? (
      <Box as="picture" display="block" flexShrink={0}>
        {/* A srcset ends a URL at whitespace: a data: SVG keeps its spaces escaped. */}
        <source media={FULL_LOGO_MEDIA} srcSet={url.replace(/\s/g, '%20')} />
        {image(mark)}
      </Box>
    ) : url || mark ? (
      image(url || mark)
    ) : (
      // One line, cut with an ellipsis when the header is narrow: the header's height never depends on what sits beside
      // the name (sign-in button, profile menu), so it does not jump when the session or the menu arrives.
      <Text as="span" fontWeight="bold" fontSize="lg" truncate display="block">
        {name}
      </Text>
    );
  if (link)
    return (
      <Link href={link} minW="0">
        {logo}
      </Link>
    );
  if (homeLink) {
    return (
      <Link asChild minW="0">
        <RouterLink to="/">{logo}</RouterLink>
      </Link>
    );
  }
  return logo;
}
