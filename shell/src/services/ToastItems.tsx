import { ToastView } from '@automercato/ui/toast';
import { $toasts, toastClosed } from '@automercato/shell-api';
import { useStoreValue } from '../lib/useStoreValue';

/** The toasts on screen, newest last; the timers live in the units (shell-api). */
export default function ToastItems() {
  const toasts = useStoreValue($toasts);
  return (
    <>
      {toasts.map((toast) => (
        <ToastView
          key={toast.id}
          data-testid="toast"
          title={toast.title ?? undefined}
          text={toast.text}
          icon={toast.icon}
          theme={toast.theme}
          showClose={toast.showClose}
          persistent={toast.persistent}
          timeout={toast.persistent ? undefined : toast.timeout}
          onClose={() => toastClosed(toast.id)}
        />
      ))}
    </>
  );
}
