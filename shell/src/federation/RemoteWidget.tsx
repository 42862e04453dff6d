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

interface WidgetProps {
  remote: RemoteName;
  expose: string;
  /**
   * Class of the loading placeholder: it should hold the room the widget will take, so that
   * nothing below it moves when it arrives (layout shift).
   */
  placeholderClassName?: string;
}

function WidgetArea(props: WidgetProps & { attempt: number }) {
  const Widget = useRemoteComponent(props.remote, props.expose, widgetComponent, props.attempt);
  return (
    <Suspense fallback={<Loading className={props.placeholderClassName} />}>
      <Widget />
    </Suspense>
  );
}

/** A component exposed by a remote, embedded in a shell page with its own boundary. */
export function RemoteWidget(props: WidgetProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <RemoteBoundary remote={props.remote} variant="inline" onRetry={() => setAttempt((n) => n + 1)}>
      <WidgetArea {...props} attempt={attempt} />
    </RemoteBoundary>
  );
}
