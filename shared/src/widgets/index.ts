// Widgets: Chakra's components driven by state machines (dialogs, menus, tooltips, toasts, checkboxes). They bring
// zag, a focus trap and positioning (~40 KB gzip), so they live apart from @portal/shared/ui and load only with the
// screens that show one (decision 003). The shell provides both subpaths from one build: one Chakra context.
export { sharedCatalogsRegistered } from '@portal/shared/i18n';
export {
  Checkbox,
  Dialog,
  Drawer,
  Menu,
  Tabs,
  Toast,
  Toaster,
  Tooltip,
  createToaster,
} from '@chakra-ui/react';
export * from './confirm-dialog';
export * from './dialog-frame';
// Moved to @portal/shared/ui (decision 009); still exported here for the remotes built before.
export { ReadOnlyGuard, type ReadOnlyGuardProps } from '@portal/shared/ui';
// Moved to @portal/shared/coupons (decision 009); still exported here for the remotes built before.
export * from '@portal/shared/coupons';
export * from './postal-code';
