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
