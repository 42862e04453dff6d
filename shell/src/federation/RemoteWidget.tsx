import { Suspense, useState, type ComponentType } from 'react';
import type { RemoteWidget as RemoteWidgetModule } from '@automercato/shell-api';
import { Loading } from './Loading';
import { RemoteBoundary } from './RemoteBoundary';
import type { WidgetExpose, WidgetRemote } from './needs';
import { useRemoteComponent, type RemoteInUse } from './remoteLazy';

function widgetComponent(mod: RemoteWidgetModule): ComponentType {
  if (typeof mod.default !== 'function' && typeof mod.default !== 'object') {
    throw new Error('widget module has no default export');
  }
  return mod.default;
}

interface WidgetProps<R extends WidgetRemote> {
  remote: R;
  /** One of the remote's widgets declared in needs.ts. */
  expose: WidgetExpose<R>;
  /**
   * Class of the loading placeholder: it should hold the room the widget will take, so that
   * nothing below it moves when it arrives (layout shift).
   */
  placeholderClassName?: string;
}

function WidgetArea<R extends WidgetRemote>(props: WidgetProps<R> & { attempt: number; inUse: RemoteInUse }) {
  const Widget = useRemoteComponent<RemoteWidgetModule, object, R>(props.remote, props.expose, widgetComponent, props.attempt, props.inUse);
  return (
    <Suspense fallback={<Loading className={props.placeholderClassName} />}>
      <Widget />
    </Suspense>
  );
}

/** A component exposed by a remote, embedded in a shell page with its own boundary. */
export function RemoteWidget<R extends WidgetRemote>(props: WidgetProps<R>) {
  const [attempt, setAttempt] = useState(0);
  const [inUse] = useState<RemoteInUse>(() => ({ version: undefined }));
  return (
    <RemoteBoundary remote={props.remote} variant="inline" inUse={inUse} onRetry={() => setAttempt((n) => n + 1)}>
      <WidgetArea {...props} attempt={attempt} inUse={inUse} />
    </RemoteBoundary>
  );
}
