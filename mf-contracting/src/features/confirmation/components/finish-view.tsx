// Finish (visitor-features §2): "Finish shows a loading animation while confirming, then the server-rendered body
// (html or markdown), or a generic form-sent message", the body sanitised (SafeHtml) and the loader shown while its
// renderer loads (issue 41). In the dual flow both requests confirmed are named (issue 41), each with its body.
import { Trans } from '@lingui/react/macro';
import { Alert, LoadingState, SafeHtml, Stack } from '@portal/shared/ui';
import type { FinishRender } from '../api/confirm-lead';

export interface FinishViewProps {
  /** What each confirmed request answered, in order (electricity, then gas). */
  confirmed: { supply: 'electricity' | 'gas'; render: FinishRender | undefined }[];
}

function Body({ render }: { render: FinishRender }) {
  const fallback = <LoadingState />;
  return render.format === 'markdown' ? (
    <SafeHtml markdown={render.body} fallback={fallback} />
  ) : (
    <SafeHtml html={render.body} fallback={fallback} />
  );
}

export function FinishView({ confirmed }: FinishViewProps) {
  const bodies = confirmed.flatMap(({ render }) => (render?.body ? [render] : []));
  const both =
    confirmed.some(({ supply }) => supply === 'electricity') &&
    confirmed.some(({ supply }) => supply === 'gas');
  return (
    <Stack gap="4">
      {both ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Your electricity request and your gas request have been sent.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : undefined}
      {bodies.map((render, position) => (
        <Body key={position} render={render} />
      ))}
      {bodies.length === 0 && !both ? (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Your application has been sent. We will contact you shortly.</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : undefined}
    </Stack>
  );
}
