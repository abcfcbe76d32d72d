import type { Area } from '@/server/area';
import { uploadsMigration } from './migration';
import { uploadedFileRoutes, uploadsRoutes } from './routes';
import type { UploadsTables } from './tables';

/** Images signed-in users upload (re-encoded, stored under DATA_DIR, recorded per account), and serving them back. */
export const uploadsArea: Area<UploadsTables> = {
  name: 'uploads',
  routers: [
    // Reads the uploaded bytes itself, with the image size limit.
    { basePath: '/', create: uploadsRoutes, limitsBodiesUnder: '/api/uploads/' },
    { basePath: '/uploads', create: uploadedFileRoutes },
  ],
  migrations: { '0018_uploads': uploadsMigration },
};
