import type { Area } from '@/server/area';
import { uploadedFileRoutes, uploadsRoutes } from './routes';

/** Images signed-in users upload (stored under DATA_DIR), and serving them back. */
export const uploadsArea: Area = {
  name: 'uploads',
  routers: [
    // Reads the uploaded bytes itself, with the image size limit.
    { basePath: '/', create: uploadsRoutes, limitsBodiesUnder: '/api/uploads/' },
    { basePath: '/uploads', create: uploadedFileRoutes },
  ],
};
