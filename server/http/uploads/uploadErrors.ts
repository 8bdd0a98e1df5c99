import { ApiError } from '../../errors';

export function fileTooLarge(maxBytes: number): ApiError {
  const mib = maxBytes / (1024 * 1024);
  return new ApiError(413, 'file_too_large', `The file is larger than ${mib} MB (${maxBytes} bytes). Split the document or send a smaller scan.`);
}
