import Box from '@mui/material/Box';
import type { Contact } from '@/contract/chat';
import { AvatarWithInitial } from '@/web/components/avatar-with-initial';
import { StatusAvatar } from '@/web/components/status-avatar';

/** One contact's avatar with status, or up to two faces of a group. */
export function ConversationAvatar({ participants, size = 48 }: { participants: Contact[]; size?: number }) {
  const [first, second] = participants;
  if (!first) return <Box sx={{ width: size, height: size, flexShrink: 0 }} />;
  if (!second) return <StatusAvatar contact={first} size={size} />;
  const face = size * 0.68;
  const border = {
    border: 2,
    borderColor: 'background.paper',
    position: 'absolute',
    width: face,
    height: face,
    fontSize: size * 0.3,
  } as const;
  return (
    <Box sx={{ width: size, height: size, flexShrink: 0, position: 'relative' }}>
      <AvatarWithInitial
        name={second.name}
        src={second.avatar}
        alt=""
        sx={{ ...border, top: 0, insetInlineEnd: 0 }}
      />
      <AvatarWithInitial
        name={first.name}
        src={first.avatar}
        alt=""
        sx={{ ...border, bottom: 0, insetInlineStart: 0 }}
      />
    </Box>
  );
}
