import { EDITOR_UPLOAD_PATH, IMPORT_URL_FIELD, mediaTexts, type EditorUploadAnswer } from '#app/domain/media/media';

/** Sends one file (or one address) to the upload endpoint, reporting the bytes sent. */
export function sendToEndpoint(body: FormData, onProgress: (loaded: number, total: number) => void, name: string) {
  return new Promise<EditorUploadAnswer>((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', EDITOR_UPLOAD_PATH);
    request.setRequestHeader('Accept', 'application/json');
    request.upload.onprogress = (event) => onProgress(event.loaded, event.total);
    request.onload = () => {
      // A session that ended answers with the sign-in page (a redirect followed), not JSON.
      if (/\/admin\/login|\/login/.test(request.responseURL) || request.status === 401 || request.status === 403) {
        resolve({ error: mediaTexts.editor.sessionEnded });
        return;
      }
      try {
        resolve(JSON.parse(request.responseText) as EditorUploadAnswer);
      } catch {
        resolve({ error: mediaTexts.editor.uploadFailed(name) });
      }
    };
    request.onerror = () => resolve({ error: mediaTexts.editor.uploadFailed(name) });
    request.send(body);
  });
}

/** 'Add Image' with an address elsewhere, with JavaScript: the server downloads and stores it (one request). */
export async function importFromAddress(url: string): Promise<EditorUploadAnswer> {
  const body = new FormData();
  body.append(IMPORT_URL_FIELD, url);
  return sendToEndpoint(body, () => undefined, url);
}
