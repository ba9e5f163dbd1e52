/** `POST /answer/api/v1/file`: the file goes up as a form, the answer is its URL. */
import { API_BASE, ApiError, type HttpClient } from '@answer/sdk';
import { UPLOAD_SOURCE, type UploadKind } from './upload-rules';

export function sendUpload(http: HttpClient, file: Blob, name: string, kind: UploadKind): Promise<string> {
  const form = new FormData();
  form.append('source', UPLOAD_SOURCE[kind]);
  form.append('file', file, name);
  // A refused upload is reported under the editor, never as the site's error page.
  return http.post<string>(`${API_BASE}/file`, form, { ignore50x: true });
}

/** The server's reason for refusing a file: its field message when it gave one. */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    const field = error.list.find((item) => item.error_field === 'file') ?? error.list[0];
    return field?.error_msg || error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
