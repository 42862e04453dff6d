import fs from 'node:fs/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

export interface UploadedFile {
  filename: string;
  /** The bytes; a file over the size limit throws the caller's error (a 413 naming the file). */
  read(): Promise<Buffer>;
}

/** One multipart file, read when asked, with the plugin's size-limit error turned into the caller's. */
export function uploadedFile(part: MultipartFile, tooLarge: (filename: string | undefined) => Error): UploadedFile {
  return {
    filename: part.filename,
    read: async () => {
      try {
        return await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(part.filename);
        throw error;
      }
    },
  };
}

export interface ReceiveLimits {
  /** Files the request may carry; one more is refused with `tooMany()` as soon as it starts, before any work. */
  maxFiles: number;
  maxFileBytes: number;
  tooMany: () => Error;
  /** A file over maxFileBytes (named when the request names it). */
  tooLarge: (filename: string | undefined) => Error;
  /** A body that is not valid multipart (cut short, bad boundary). */
  malformed: () => Error;
}

/**
 * Every file of a multipart request, saved to temporary files first (the multipart plugin deletes them
 * after the answer), so the caller knows how many there are before it converts any: a refusal costs
 * no work. Only one file at a time is in memory, when the caller reads it.
 */
export async function receiveFiles(request: FastifyRequest, limits: ReceiveLimits): Promise<UploadedFile[]> {
  try {
    const { files } = await request.saveRequestFiles({
      limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles, fields: 10, parts: limits.maxFiles + 10 },
    });
    return files.map((file) => ({ filename: file.filename, read: () => fs.readFile(file.filepath) }));
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw limits.tooMany();
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw limits.tooLarge((error as { part?: { filename?: string } }).part?.filename);
    if (code?.startsWith('FST_') || /multipart|boundary|Unexpected end/i.test(String((error as Error).message))) throw limits.malformed();
    throw error;
  }
}
