// The brand's logo (settings `brand.logoUrl`), linked when `brand.logoLink` is set; its name when there is no logo.
import { Image, Link, Text } from '@portal/shared/ui';
import { useSetting } from '@portal/shared/settings';

export function BrandLogo() {
  const name = useSetting('brand.name');
  const url = useSetting('brand.logoUrl');
  const link = useSetting('brand.logoLink');
  const logo = url ? (
    <Image src={url} alt={name} maxH="10" />
  ) : (
    <Text fontWeight="bold" fontSize="lg">
      {name}
    </Text>
  );
  return link ? <Link href={link}>{logo}</Link> : logo;
}
