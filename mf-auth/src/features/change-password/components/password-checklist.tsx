import { List, Text } from '@portal/shared/ui';
import { useLingui } from '@lingui/react/macro';
import { PASSWORD_RULES, type PasswordRule } from '@portal/shared/validation';

export interface PasswordChecklistProps {
  password: string;
  repeat: string;
}

/** The live list of the password rules; each item says in words whether it is met (not only by its colour). */
export function PasswordChecklist({ password, repeat }: PasswordChecklistProps) {
  const { t } = useLingui();
  const labels: Record<PasswordRule, string> = {
    length: t`At least 6 characters`,
    upper: t`An upper-case letter`,
    lower: t`A lower-case letter`,
    digit: t`A digit`,
    symbol: t`A symbol`,
  };
  const items = [
    ...(Object.keys(PASSWORD_RULES) as PasswordRule[]).map((rule) => ({
      key: rule,
      label: labels[rule],
      met: PASSWORD_RULES[rule](password),
    })),
    {
      key: 'repeat',
      label: t`The repeated password is the same`,
      met: repeat.length > 0 && repeat === password,
    },
  ];
  return (
    <List.Root aria-label={t`Password rules`} variant="plain" gap="1" id="password-rules">
      {items.map((item) => (
        <List.Item key={item.key} color={item.met ? 'green.fg' : 'fg'} alignItems="center" gap="2">
          <Text as="span" aria-hidden fontWeight="bold" width="4">
            {item.met ? '✓' : '✗'}
          </Text>
          <Text as="span">
            {item.label}
            <Text as="span" srOnly>
              {item.met ? t`(met)` : t`(not met)`}
            </Text>
          </Text>
        </List.Item>
      ))}
    </List.Root>
  );
}
