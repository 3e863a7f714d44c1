// The side bar's items: a catalogue route each, present when the brand's settings and flags enable it (the route's
// own `enabled`, plus the menu settings) and its remote is available (listed by the registry and enabled by the
// brand's `remotes`), private ones for signed-in users, public ones for visitors.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { RemoteName, ServerAction } from '@portal/shared/api-types';
import {
  firstContractingRoute,
  type RouteContext,
  type RouteKey,
  type RouteMatch,
  type RouteParams,
} from '@portal/shared/routes';
import { accessOf, isRouteAvailable } from '../routing/route-access';

export type SidebarGroup = 'contracts' | 'invoices' | 'service' | 'tools' | 'pages' | 'account';

export interface SidebarItem {
  id: string;
  route: RouteKey;
  params?: RouteParams;
  /** A message of the shell, or a text the server provides (dynamic pages). */
  label: MessageDescriptor | string;
  group: SidebarGroup;
  /**
   * The pages inside the entry, on which it is marked as where the customer is (`aria-current="true"`): a contract's
   * detail and invoices under its kind's contracts list, a request under "My requests".
   */
  holds?: (page: RouteMatch) => boolean;
}

export const GROUP_LABELS: Record<SidebarGroup, MessageDescriptor> = {
  contracts: msg`Contracts`,
  invoices: msg`Invoices`,
  service: msg`Customer service`,
  tools: msg`Tools`,
  pages: msg`More`,
  account: msg`My account`,
};

interface Candidate extends SidebarItem {
  when?: (ctx: RouteContext) => boolean;
}

const hasType = (type: 'electricity' | 'gas' | 'multipoint') => (ctx: RouteContext) =>
  ctx.settings.displayTypes.includes(type);

/** A contract's pages under its kind's list: its detail and invoices (gas has paths of its own too). */
const CONTRACT_PAGES: Readonly<Record<'electricity' | 'gas', readonly RouteKey[]>> = {
  electricity: ['contractDetail', 'contractInvoices'],
  gas: ['contractDetail', 'contractInvoices', 'gasContractDetail', 'gasContractInvoices'],
};

const holdsContractOf =
  (contractType: 'electricity' | 'gas') =>
  ({ key, params }: RouteMatch): boolean =>
    CONTRACT_PAGES[contractType].includes(key) &&
    (params.contractType === undefined || params.contractType === contractType);

/** A contracts list per supply type, each shown when the brand's display types include it. */
const CONTRACT_TYPES = [
  ['electricity', msg`Electricity contracts`],
  ['gas', msg`Gas contracts`],
] as const;

function candidates(ctx: RouteContext): Candidate[] {
  const contracting = firstContractingRoute(ctx);
  return [
    { id: 'invoices', route: 'invoices', label: msg`Invoices`, group: 'invoices' },
    {
      id: 'invoices-multipoint',
      route: 'invoicesMultipoint',
      label: msg`Multipoint invoices`,
      group: 'invoices',
    },
    ...CONTRACT_TYPES.map(
      ([contractType, label]): Candidate => ({
        id: `contracts-${contractType}`,
        route: 'contracts',
        params: { contractType },
        label,
        group: 'contracts',
        when: hasType(contractType),
        holds: holdsContractOf(contractType),
      }),
    ),
    {
      id: 'new-contract',
      route: contracting,
      label: msg`New contract`,
      group: 'contracts',
      when: () => contracting !== 'invoices',
    },
    {
      id: 'requests',
      route: 'requests',
      label: msg`My requests`,
      group: 'service',
      holds: ({ key }) => key === 'requestDetail' || key === 'requestCreate',
    },
    { id: 'customer-service', route: 'customerService', label: msg`Contact us`, group: 'service' },
    {
      id: 'claims',
      route: 'claims',
      label: msg`Claims`,
      group: 'service',
      when: ({ settings }) => settings.reclamATCMenu,
    },
    { id: 'contact', route: 'contact', label: msg`Contact`, group: 'service' },
    { id: 'comparator', route: 'comparator', label: msg`Price comparator`, group: 'tools' },
    { id: 'gas-comparator', route: 'gasComparator', label: msg`Gas price comparator`, group: 'tools' },
    { id: 'power', route: 'powerCalculator', label: msg`Power calculator`, group: 'tools' },
    { id: 'omip', route: 'omip', label: msg`Price alerts`, group: 'tools' },
    { id: 'newsletter', route: 'newsletter', label: msg`Newsletter`, group: 'tools' },
    { id: 'profile', route: 'profile', label: msg`Profile`, group: 'account' },
    { id: 'login', route: 'login', label: msg`Sign in`, group: 'account' },
    { id: 'register', route: 'register', label: msg`Sign up`, group: 'account' },
  ];
}

/** Links to the dynamic server pages (`/d/{routePath}/{pageId}`), when that route is enabled. */
function serverPageItems(pages: readonly ServerAction[]): Candidate[] {
  return pages.map((page) => ({
    id: `server-page-${page.id}`,
    route: 'dynamicPage',
    params: { routePath: page.route_path, pageId: page.id },
    label: page.btn_title,
    group: 'pages',
  }));
}

export interface SidebarInput {
  ctx: RouteContext;
  isAuthenticated: boolean;
  /** The remotes the registry lists and the brand enables: an item of any other remote is left out. */
  remotes: readonly RemoteName[];
  serverPages?: readonly ServerAction[];
}

export function sidebarItems({
  ctx,
  isAuthenticated,
  remotes,
  serverPages = [],
}: SidebarInput): SidebarItem[] {
  const all = candidates(ctx);
  // The server's pages come before the account items.
  all.splice(
    all.findIndex((item) => item.id === 'profile'),
    0,
    ...serverPageItems(serverPages),
  );
  return all
    .filter((item) => isRouteAvailable(item.route, ctx, remotes) && (item.when?.(ctx) ?? true))
    .filter((item) => {
      const access = item.route === 'login' ? 'public' : accessOf(item.route, ctx);
      if (access === 'private') return isAuthenticated;
      if (access === 'public') return !isAuthenticated;
      return true;
    })
    .map(({ when: _when, ...item }) => item);
}
