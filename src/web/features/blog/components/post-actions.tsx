import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { BlogPost } from '@/contract/blog';
import { mayChangeBlogPost } from '@/contract/blog-rules';
import { toSlug } from '@/contract/slug';
import { paths } from '@/web/lib/paths';
import { useAuth } from '@/web/lib/session/auth-store';
import { MoreIcon, PenIcon, TrashIcon } from './blog-icons';
import { DeletePostDialog } from './delete-post-dialog';

const iconSx = { marginInlineEnd: 1.5, fontSize: 20 };

/** The post's menu (edit, delete after asking) for its author and the admins; nothing for anyone else. */
export function PostActions({ post }: { post: Pick<BlogPost, 'id' | 'title' | 'authorId'> }) {
  const { t } = useTranslation();
  const user = useAuth((state) => state.user);
  const [menuAnchor, setMenuAnchor] = useState<HTMLElement | null>(null);
  const [confirming, setConfirming] = useState(false);
  const menuId = useId();
  if (!user || !mayChangeBlogPost(post, user)) return null;
  return (
    <>
      <IconButton
        aria-label={t('blog.actions.label')}
        aria-haspopup="menu"
        aria-controls={menuAnchor ? menuId : undefined}
        aria-expanded={menuAnchor ? true : undefined}
        onClick={(event) => setMenuAnchor(event.currentTarget)}
      >
        <MoreIcon />
      </IconButton>
      <Menu id={menuId} anchorEl={menuAnchor} open={Boolean(menuAnchor)} onClose={() => setMenuAnchor(null)}>
        <MenuItem component={RouterLink} to={paths.dashboard.blog.editPost(toSlug(post.title))}>
          <PenIcon sx={iconSx} />
          {t('blog.actions.edit')}
        </MenuItem>
        <MenuItem
          sx={{ color: 'error.main' }}
          onClick={() => {
            setMenuAnchor(null);
            setConfirming(true);
          }}
        >
          <TrashIcon sx={iconSx} />
          {t('blog.actions.delete')}
        </MenuItem>
      </Menu>
      <DeletePostDialog post={post} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
}
