import { useState, type DragEvent } from 'react';

/**
 * A drop zone for files: whether files are being dragged over it, and the handlers that take them when dropped
 * (unless `disabled`).
 */
export function useFileDrop(take: (files: FileList) => void, disabled = false) {
  const [dragging, setDragging] = useState(false);
  return {
    dragging,
    dropHandlers: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setDragging(true);
      },
      onDragLeave: () => setDragging(false),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setDragging(false);
        if (!disabled) take(event.dataTransfer.files);
      },
    },
  };
}
