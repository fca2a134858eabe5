/** Browser side effects for the header actions: a file download and reading a chosen file. */

/** Saves text (or bytes) as a file through a temporary object URL. */
export function downloadText(text: string | Uint8Array, fileName: string, type = 'application/json'): void {
  const url = URL.createObjectURL(new Blob([text as BlobPart], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a scenario name: lower case, dashes, at most 60 characters. */
export function fileNameFor(name: string | undefined): string {
  const slug = (name ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `${slug || 'oci-storage-plan'}.json`;
}

/** A chosen file's text (File.text where there is one, else FileReader). */
export function readFileText(file: Blob): Promise<string> {
  if (typeof file.text === 'function') return file.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('the file could not be read'));
    reader.readAsText(file);
  });
}
