import { ApiError, type PhotoLimits } from '../api/types';

/** What the picker offers: any picture (a phone then offers camera and gallery), HEIC by name too. */
export const ACCEPT = 'image/*,.heic,.heif';

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence']);
/** Some browsers give HEIC no type at all: the name decides then. */
const EXTENSIONS = /\.(jpe?g|png|webp|avif|heic|heif)$/i;

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export interface FileCheck {
  files: File[];
  error: string | null;
}

/**
 * The files to send, or the first reason not to (naming the file). A cheap check before any
 * byte is sent; the server still reads the real content.
 */
export function checkFiles(files: readonly File[], current: number, limits: PhotoLimits): FileCheck {
  const list = [...files];
  if (list.length === 0) return { files: [], error: null };
  const room = limits.maxPhotos - current;
  if (room <= 0) return { files: [], error: `L'annuncio ha già ${limits.maxPhotos} foto, il massimo: eliminane qualcuna prima di aggiungerne altre.` };
  if (list.length > room) {
    return { files: [], error: `Puoi aggiungere ancora ${room} foto (massimo ${limits.maxPhotos} per annuncio): ne hai scelte ${list.length}.` };
  }
  for (const file of list) {
    const typeOk = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
    if (!typeOk) return { files: [], error: `Il file «${file.name}» non è una foto in un formato accettato (JPEG, PNG, WebP, AVIF o HEIC).` };
    if (file.size > limits.maxFileBytes) return { files: [], error: `La foto «${file.name}» supera i ${mb(limits.maxFileBytes)} consentiti.` };
  }
  return { files: list, error: null };
}

/** The list with the item `id` moved to `to` (clamped); the same array when nothing moves. */
export function moveItem<T extends { id: string }>(items: readonly T[], id: string, to: number): T[] {
  const from = items.findIndex((item) => item.id === id);
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (from < 0 || from === target) return items as T[];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item!);
  return next;
}

/** The server's own Italian message (it names the file), else the catalogue's, else a plain one. */
export function photoErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.fieldErrors.photos?.[0] ?? error.fieldErrors.order?.[0] ?? error.serverMessage ?? error.message;
  return 'Non è stato possibile salvare le foto. Riprova.';
}
