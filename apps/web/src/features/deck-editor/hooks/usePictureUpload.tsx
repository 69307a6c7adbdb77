import type { Attachment } from '@slidecraft/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { uploadAttachment } from '../api';
import { attachmentsKey } from './useDeckEditor';

/**
 * The editor's picture upload: the hidden file input (`input`, opened by `choose`), the upload
 * to the record (failures, such as not a picture or too large, are told by the HTTP client),
 * then the picture added to the record's pictures and handed to `place`.
 */
export function usePictureUpload(recordId: string, place: (picture: Attachment) => void) {
  const client = useQueryClient();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const upload = (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    uploadAttachment(recordId, file)
      .then((picture) => {
        client.setQueryData<Attachment[]>(attachmentsKey(recordId), (list = []) => [
          ...list,
          picture,
        ]);
        place(picture);
      })
      .catch(() => undefined)
      .finally(() => setUploading(false));
  };
  const input = (
    <input
      ref={fileInput}
      type="file"
      accept="image/png,image/jpeg,image/webp,image/gif"
      hidden
      data-testid="image-file"
      onChange={(event) => {
        upload(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  );
  return { uploading, choose: () => fileInput.current?.click(), input };
}
