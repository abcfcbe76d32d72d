import { useMutation } from '@tanstack/react-query';
import type { UploadImageResponse } from '@/contract/uploads';
import { api } from '@/web/lib/api';

export function uploadImage(file: File): Promise<UploadImageResponse> {
  return api.postFile('/api/uploads/images/new', file);
}

/** Uploads an image (cover or picture in a post) and resolves with where it is served. */
export function useUploadImage() {
  return useMutation({ mutationFn: uploadImage });
}
