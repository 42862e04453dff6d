import { ApiError, type PhotoLimits } from '../api/types';
import { t } from '../texts';

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
  if (room <= 0) return { files: [], error: t('rules.lAnnuncioHaGia', { maxPhotos: limits.maxPhotos }) };
  if (list.length > room) {
    return { files: [], error: t('rules.puoiAggiungereAncoraFoto', { room, maxPhotos: limits.maxPhotos, length: list.length }) };
  }
  for (const file of list) {
    const typeOk = file.type ? TYPES.has(file.type.toLowerCase()) : EXTENSIONS.test(file.name);
    if (!typeOk) return { files: [], error: t('rules.ilFileNonE', { name: file.name }) };
    if (file.size > limits.maxFileBytes) return { files: [], error: t('rules.laFotoSuperaI', { name: file.name, v1: mb(limits.maxFileBytes) }) };
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
  return t('rules.nonEStatoPossibile');
}
