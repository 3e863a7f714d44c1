// The signed-in user's menu: change password (the provider's page with OpenID on), newsletter, logout.
import { Button, Portal } from '@portal/shared/ui';
import { Menu } from '@portal/shared/widgets';
import { useLingui } from '@lingui/react/macro';
import { pathTo, useNavigate } from '@portal/shared/routes';
import { useSetting } from '@portal/shared/settings';
import { CircleUserRound } from 'lucide-react';
import { logout } from '../session/logout';

export interface ProfileMenuProps {
  /** Open from the start: the header renders the menu when its stand-in trigger is pressed (`MenuOnDemand`). */
  defaultOpen?: boolean;
}

export function ProfileMenu({ defaultOpen }: ProfileMenuProps = {}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const oidc = useSetting('oidc.enabled');
  const oidcPasswordUrl = useSetting('oidc.changePasswordUrl');
  const newsletter = useSetting('newsletter.enabled');
  const onSelect = ({ value }: { value: string }) => {
    if (value === 'password') {
      if (oidc && oidcPasswordUrl) window.location.assign(oidcPasswordUrl);
      else void navigate(pathTo('changePassword'));
    } else if (value === 'newsletter') {
      void navigate(pathTo('newsletter'));
    } else if (value === 'logout' && !logout('user')) {
      void navigate(pathTo('login'), { replace: true });
    }
  };
  return (
    <Menu.Root onSelect={onSelect} defaultOpen={defaultOpen}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={t`User menu`}>
          <CircleUserRound aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="password">{t`Change password`}</Menu.Item>
            {newsletter ? <Menu.Item value="newsletter">{t`Newsletter`}</Menu.Item> : undefined}
            <Menu.Item value="logout">{t`Log out`}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
