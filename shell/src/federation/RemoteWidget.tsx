import { Suspense, useState, type ComponentType } from 'react';
import type { RemoteWidget as RemoteWidgetModule } from '@automercato/shell-api';
import type { RemoteName } from '@automercato/mf-config/remotes';
import { Loading } from './Loading';
import { RemoteBoundary } from './RemoteBoundary';
import { useRemoteComponent } from './remoteLazy';

function widgetComponent(mod: RemoteWidgetModule): ComponentType {
  if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
    throw new Error('widget module has no default export');
  }
  return mod.default;
}

function WidgetArea(props: { remote: RemoteName; expose: string; attempt: number }) {
  const Widget = useRemoteComponent(props.remote, props.expose, widgetComponent, props.attempt);
  return (
    <Suspense fallback={<Loading />}>
      <Widget />
    </Suspense>
  );
}

/** A component exposed by a remote, embedded in a shell page with its own boundary. */
export function RemoteWidget({ remote, expose }: { remote: RemoteName; expose: string }) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary remote={remote} variant="inline" onRetry={() => setAttempt((n) => n + 1)}>
      <WidgetArea remote={remote} expose={expose} attempt={attempt} />
    </RemoteBoundary>
  );
}
