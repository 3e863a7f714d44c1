// Finish (visitor-features §2): "the server-rendered body (html or markdown), or a generic form-sent message", the body
// sanitised (SafeHtml).
import { Trans } from '@lingui/react/macro';
import { Alert, SafeHtml } from '@portal/shared/ui';

export interface FinishViewProps {
  render: { format: 'html' | 'markdown'; body: string } | undefined;
}

export function FinishView({ render }: FinishViewProps) {
  if (render?.body) {
    return render.format === 'markdown' ? (
      <SafeHtml markdown={render.body} />
    ) : (
      <SafeHtml html={render.body} />
    );
  }
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Title>
        <Trans>Your application has been sent. We will contact you shortly.</Trans>
      </Alert.Title>
    </Alert.Root>
  );
}
