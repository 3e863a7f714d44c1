// The Chakra UI components of the platform: the one list the shell and every remote import them from.
// Chakra is not shared as a whole package (its singleton chunk alone is ~311 KB gzip): this subpath is the singleton,
// tree-shaken to what is listed here. A remote that needs another component adds it here, and it ships with the
// shell (decision 003). Shared components of our own (EmptyState, Pagination; FileUpload in @portal/shared/forms)
// replace Chakra's.
export {
  Alert,
  Badge,
  Box,
  Button,
  Center,
  CloseButton,
  Container,
  DataList,
  Field,
  Flex,
  HStack,
  Heading,
  IconButton,
  Image,
  Input,
  InputGroup,
  Link,
  List,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Table,
  Text,
  Textarea,
  VStack,
} from '@chakra-ui/react';
export type { BoxProps, ButtonProps } from '@chakra-ui/react';
// Chakra's portal with the overlays' own style sheet (overlay-styles.tsx).
export { Portal } from './overlay-styles';
