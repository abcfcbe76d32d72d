import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AttachmentIcon, DownloadIcon } from './mail-icons';

/** An attachment's file name from its URL ("/images/cover/4.svg" -> "4.svg"). */
export const fileNameOf = (url: string) => decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() || url);

const isImage = (url: string) => /\.(?:svg|png|jpe?g|gif|webp|avif)$/i.test(url.split(/[?#]/)[0]!);

/** A mail's attachments: a preview where it is a picture, the file name, and a download link each. */
export function MailAttachments({ files }: { files: string[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="mail-attachments-heading" sx={{ mt: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, mb: 1.5 }}>
        <AttachmentIcon fontSize="small" sx={{ color: 'text.secondary', transform: 'rotate(45deg)' }} />
        <Typography id="mail-attachments-heading" variant="subtitle2" component="h3">
          {t('mail.details.attachments', { count: files.length })}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {files.map((url) => {
          const name = fileNameOf(url);
          return (
            <Box component="li" key={url} sx={{ width: 148, border: 1, borderColor: 'divider', borderRadius: 1.5, overflow: 'hidden' }}>
              <Box sx={{ height: 88, bgcolor: 'action.hover', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
                {isImage(url) ? (
                  <Box component="img" src={url} alt="" loading="lazy" sx={{ width: 1, height: 1, objectFit: 'cover' }} />
                ) : (
                  <AttachmentIcon sx={{ color: 'text.secondary' }} />
                )}
              </Box>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5, p: 1 }}>
                <Typography variant="caption" noWrap sx={{ flexGrow: 1, minWidth: 0 }} title={name}>
                  {name}
                </Typography>
                <Link
                  href={url}
                  download={name}
                  aria-label={t('mail.details.download', { name })}
                  sx={{ display: 'inline-flex', p: 0.5, borderRadius: 1, color: 'text.secondary', '&:hover': { color: 'text.primary' } }}
                >
                  <DownloadIcon fontSize="small" />
                </Link>
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
