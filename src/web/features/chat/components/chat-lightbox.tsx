import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@/contract/chat';
import { formatDateTime } from '@/web/lib/format';

const PhotoLightbox = lazy(() => import('@/web/components/photo-lightbox'));
/** Starts loading the lightbox before it is needed (a pointer over a picture). */
export const loadChatLightbox = () => void import('@/web/components/photo-lightbox');

interface ChatLightboxProps {
  images: { src: string; message: ChatMessage }[];
  index: number;
  onIndexChange(index: number): void;
  onClose(): void;
  nameOf(message: ChatMessage): string;
}

/** The conversation's pictures full size, each captioned with who sent it and when. */
export function ChatLightbox({ images, index, onIndexChange, onClose, nameOf }: ChatLightboxProps) {
  const { t, i18n } = useTranslation();
  if (!images[index]) return null;
  return (
    <Suspense fallback={null}>
      <PhotoLightbox
        captions={images.map(({ message }) =>
          t('chat.photo.caption', {
            name: nameOf(message),
            date: formatDateTime(message.createdAt, i18n.language),
          }),
        )}
        index={index}
        onIndexChange={onIndexChange}
        onClose={onClose}
        renderPhoto={(shown, sx) => (
          <Box
            component="img"
            src={images[shown]!.src}
            alt={t('chat.photo.from', { name: nameOf(images[shown]!.message) })}
            sx={[sx, { minWidth: { md: 480 }, objectFit: 'contain', borderRadius: 2 }]}
          />
        )}
        labels={{
          dialog: t('chat.photo.dialog'),
          close: t('chat.photo.close'),
          previous: t('chat.photo.previous'),
          next: t('chat.photo.next'),
          position: t('chat.photo.position', { current: index + 1, total: images.length }),
        }}
      />
    </Suspense>
  );
}
