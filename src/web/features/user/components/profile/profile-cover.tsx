import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';

interface ProfileCoverProps {
  name: string;
  avatarUrl: string;
  position: string;
  /** The cover image's url; '' draws the theme's colour instead. */
  cover: string;
  /** The tabs, along the bottom of the card. */
  tabs: ReactNode;
}

/** The top of the profile: the cover behind the avatar, name and position, with the profile's tabs below. */
export function ProfileCover({ name, avatarUrl, position, cover, tabs }: ProfileCoverProps) {
  return (
    <Card sx={{ mb: 3, height: { xs: 'auto', md: 290 }, position: 'relative', display: 'flex', flexDirection: 'column' }}>
      <Box
        sx={(theme) => ({
          position: 'relative',
          flexGrow: 1,
          minHeight: { xs: 240, md: 0 },
          color: 'common.white',
          bgcolor: 'primary.darker',
          backgroundImage: `linear-gradient(135deg, ${theme.palette.primary.darker}, ${theme.palette.primary.dark})`,
          overflow: 'hidden',
        })}
      >
        {cover && (
          <Box component="img" src={cover} alt="" sx={{ position: 'absolute', inset: 0, width: 1, height: 1, objectFit: 'cover' }} />
        )}
        {/* Darkens the picture so the white name stays readable on any cover. */}
        {cover && <Box sx={(theme) => ({ position: 'absolute', inset: 0, bgcolor: alpha(theme.palette.grey[900], 0.72) })} />}
        <Box
          sx={{
            position: 'relative',
            height: 1,
            display: 'flex',
            flexDirection: { xs: 'column', md: 'row' },
            alignItems: 'center',
            justifyContent: { xs: 'center', md: 'flex-start' },
            gap: { xs: 2, md: 3 },
            px: 3,
            pt: { xs: 4, md: 0 },
            pb: { xs: 3, md: 0 },
            textAlign: { xs: 'center', md: 'left' },
          }}
        >
          <AvatarWithInitial
            name={name}
            src={avatarUrl}
            alt=""
            sx={{ width: { xs: 80, md: 128 }, height: { xs: 80, md: 128 }, fontSize: { xs: 32, md: 48 }, border: 2, borderColor: 'common.white' }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h4" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            {position && (
              <Typography sx={{ opacity: 0.8, overflowWrap: 'anywhere' }}>{position}</Typography>
            )}
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: { xs: 'center', md: 'flex-end' }, px: { md: 3 }, bgcolor: 'background.paper' }}>
        {tabs}
      </Box>
    </Card>
  );
}
