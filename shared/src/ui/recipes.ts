// The recipes of the platform's Chakra components, and only those: Chakra's full set adds ~15 KB gzip to every first
// load. Adding a component to chakra.ts or widgets means adding its recipe here (system.test.tsx checks the list).
import { badgeRecipe } from '@chakra-ui/react/theme-parts/recipes/badge.js';
import { buttonRecipe } from '@chakra-ui/react/theme-parts/recipes/button.js';
import { checkmarkRecipe } from '@chakra-ui/react/theme-parts/recipes/checkmark.js';
import { containerRecipe } from '@chakra-ui/react/theme-parts/recipes/container.js';
import { headingRecipe as chakraHeadingRecipe } from '@chakra-ui/react/theme-parts/recipes/heading.js';
import { iconRecipe } from '@chakra-ui/react/theme-parts/recipes/icon.js';
import { inputAddonRecipe } from '@chakra-ui/react/theme-parts/recipes/input-addon.js';
import { inputRecipe } from '@chakra-ui/react/theme-parts/recipes/input.js';
import { linkRecipe } from '@chakra-ui/react/theme-parts/recipes/link.js';
import { spinnerRecipe } from '@chakra-ui/react/theme-parts/recipes/spinner.js';
import { textareaRecipe } from '@chakra-ui/react/theme-parts/recipes/textarea.js';
import { alertSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/alert.js';
import { checkboxSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/checkbox.js';
import { dataListSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/data-list.js';
import { dialogSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/dialog.js';
import { drawerSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/drawer.js';
import { emptyStateSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/empty-state.js';
import { fieldSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/field.js';
import { listSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/list.js';
import { menuSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/menu.js';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/native-select.js';
import { tableSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/table.js';
import { toastSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/toast.js';
import { tooltipSlotRecipe } from '@chakra-ui/react/theme-parts/recipes/tooltip.js';

// Two additions for a 320 px screen (WCAG 1.4.10 reflow): neither may widen the page beyond the viewport.
/** A long unbroken value (an e-mail, an IBAN, a CUPS) wraps inside a data list's value. */
const dataListRecipe = {
  ...dataListSlotRecipe,
  base: {
    ...dataListSlotRecipe.base,
    itemValue: { ...dataListSlotRecipe.base?.itemValue, overflowWrap: 'anywhere' },
  },
};
/**
 * A table is the containing block of what it positions: a visually hidden column header ("Actions", positioned
 * absolutely) stays inside the table's scroll area instead of the page's, which it widened by 49 px.
 */
const tableRecipe = {
  ...tableSlotRecipe,
  base: { ...tableSlotRecipe.base, root: { ...tableSlotRecipe.base?.root, position: 'relative' } },
};

/** Headings a touch tighter than body text: the type scale's larger steps read as one word shape (issue 44 §3). */
const headingRecipe = {
  ...chakraHeadingRecipe,
  base: { ...chakraHeadingRecipe.base, letterSpacing: '-0.01em', textWrap: 'balance' },
};

export const PORTAL_RECIPES = {
  badge: badgeRecipe,
  button: buttonRecipe,
  checkmark: checkmarkRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  icon: iconRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  spinner: spinnerRecipe,
  textarea: textareaRecipe,
};

export const PORTAL_SLOT_RECIPES = {
  alert: alertSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListRecipe,
  dialog: dialogSlotRecipe,
  drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  menu: menuSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  table: tableRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
