// A dynamic server page (customer-area §2 "Dynamic server page. Shows HTML blocks grouped by group name; if there
// are none it shows the logo (linked when a logo link exists)"), with the brand's other pages as buttons (server
// actions: title and description). Every block is sanitised (SafeHtml) before it reaches the page.
import { Trans, useLingui } from '@lingui/react/macro';
import { serverPagesQuery } from '@portal/shared/http';
import { pathTo, Link as RouterLink } from '@portal/shared/routes';
import {
  Box,
  BrandLogo,
  Button,
  Center,
  ErrorPanel,
  Heading,
  LoadingState,
  SafeHtml,
  SimpleGrid,
  Stack,
  Text,
} from '@portal/shared/ui';
import { useQuery } from '@tanstack/react-query';
import { dynamicPageQueries } from '../api/dynamic-page-queries';
import { blockSpan, groupBlocks, GRID_COLUMNS } from '../blocks';

export interface DynamicPageContentProps {
  pageId: string;
}

export function DynamicPageContent({ pageId }: DynamicPageContentProps) {
  const { t, i18n } = useLingui();
  const elements = useQuery(dynamicPageQueries.elements(pageId, i18n.locale));
  const actions = useQuery(serverPagesQuery(i18n.locale));
  const current = actions.data?.find((action) => String(action.id) === pageId);
  const others = (actions.data ?? []).filter((action) => String(action.id) !== pageId);

  let content;
  if (elements.isPending) content = <LoadingState shape="page" label={t`Loading the page…`} />;
  else if (elements.isError)
    content = (
      <ErrorPanel message={t`This page could not be loaded.`} onRetry={() => void elements.refetch()} />
    );
  else if (elements.data.length === 0)
    content = (
      <Center py="10" data-testid="dynamic-page-logo">
        <BrandLogo />
      </Center>
    );
  else
    content = groupBlocks(elements.data).map((group) => (
      <Box as="section" key={group.name} aria-label={group.name}>
        <SimpleGrid columns={{ base: 1, md: GRID_COLUMNS }} gap="4">
          {group.blocks.map((block) => (
            <Box
              key={block.id}
              gridColumn={{ base: 'auto', md: `span ${blockSpan(block.block_width)}` }}
              minH={block.block_height > 0 ? `${block.block_height}px` : undefined}
              borderWidth="1px"
              rounded="md"
              p="4"
            >
              <SafeHtml html={block.html_block} />
            </Box>
          ))}
        </SimpleGrid>
      </Box>
    ));

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl">
        {current?.btn_title ?? t`Information`}
      </Heading>
      {current?.btn_description ? <Text color="fg.muted">{current.btn_description}</Text> : undefined}
      {content}
      {others.length > 0 ? (
        <Box as="nav" aria-label={t`Other pages`}>
          <Heading as="h2" size="md" mb="3">
            <Trans>Other pages</Trans>
          </Heading>
          <Stack direction={{ base: 'column', md: 'row' }} gap="3">
            {others.map((action) => (
              <Button key={action.id} asChild variant="outline" h="auto" py="3" whiteSpace="normal">
                <RouterLink to={pathTo('dynamicPage', { routePath: action.route_path, pageId: action.id })}>
                  <Stack gap="0" align="flex-start" textAlign="start">
                    <Text fontWeight="semibold">{action.btn_title}</Text>
                    <Text fontSize="sm" color="fg.muted">
                      {action.btn_description}
                    </Text>
                  </Stack>
                </RouterLink>
              </Button>
            ))}
          </Stack>
        </Box>
      ) : undefined}
    </Stack>
  );
}
