import { Alert, List, SafeHtml } from '@portal/shared/ui';
import { Trans } from '@lingui/react/macro';
import type { SignUpResponse } from '@portal/shared/api-types';

export interface SignUpResultProps {
  render: SignUpResponse['render'];
}

/** The backend's errors under "cannot sign up", or its body (html or markdown, sanitized) (customer-area §4, §8). */
export function SignUpResult({ render }: SignUpResultProps) {
  if (render.errors.length > 0) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Cannot sign up</Trans>
          </Alert.Title>
          <Alert.Description>
            <List.Root>
              {render.errors.map((error) => (
                <List.Item key={error}>{error}</List.Item>
              ))}
            </List.Root>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  return render.format === 'markdown' ? (
    <SafeHtml markdown={render.body} role="status" />
  ) : (
    <SafeHtml html={render.body} role="status" />
  );
}
