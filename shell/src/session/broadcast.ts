/**
 * Cross-tab session messages (SPEC §2 "Background behaviour") over BroadcastChannel:
 * - `user:profile`: another tab changed the profile → re-fetch and store it;
 * - `user:logout`: another tab signed out → forget the user and go to `/`.
 */
export const SESSION_CHANNEL = 'automercato:session';

export type SessionMessage = { type: 'user:profile' } | { type: 'user:logout' };

export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export interface SessionBroadcast {
  send(message: SessionMessage): void;
  close(): void;
}

export function isSessionMessage(value: unknown): value is SessionMessage {
  const type = (value as { type?: unknown } | null)?.type;
  return type === 'user:profile' || type === 'user:logout';
}

/** Listens for messages from the other tabs; `send` reaches the others only (not this tab). */
export function connectSessionBroadcast(
  handlers: { onProfile: () => void; onLogout: () => void },
  createChannel: () => ChannelLike | null = () =>
    typeof BroadcastChannel === 'function' ? new BroadcastChannel(SESSION_CHANNEL) : null,
): SessionBroadcast {
  const channel = createChannel();
  if (!channel) return { send() {}, close() {} };
  const listener = (event: MessageEvent) => {
    if (!isSessionMessage(event.data)) return;
    if (event.data.type === 'user:profile') handlers.onProfile();
    else handlers.onLogout();
  };
  channel.addEventListener('message', listener);
  return {
    send: (message) => channel.postMessage(message),
    close() {
      channel.removeEventListener('message', listener);
      channel.close();
    },
  };
}
