import type { AutocompleteRenderValueGetItemProps } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { HTMLAttributes, ReactNode } from 'react';
import { AvatarWithInitial } from './avatar-with-initial';

/** Someone a people picker offers or holds: a name (or, without one, an address) and a face. */
export interface PickedPerson {
  label: string;
  avatar: string;
  /** The chip's tooltip, e.g. the email address behind the name. */
  title?: string;
}

interface PersonOptionProps {
  /** What the Autocomplete's renderOption hands over, but its key (given to the PersonOption itself). */
  optionProps: HTMLAttributes<HTMLLIElement>;
  face: ReactNode;
  name: string;
  /** A second, quieter line: the position, the email. */
  detail?: string;
}

/** One person in a people picker's list: face, name, and a detail below it. */
export function PersonOption({ optionProps, face, name, detail }: PersonOptionProps) {
  return (
    <Box component="li" {...optionProps} sx={{ display: 'flex', gap: 1.5 }}>
      {face}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle2" component="p" noWrap>
          {name}
        </Typography>
        {detail && (
          <Typography variant="caption" component="p" noWrap sx={{ color: 'text.secondary' }}>
            {detail}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/** The people chosen in a multiple Autocomplete, as small chips with their faces. */
export function personChips(people: PickedPerson[], getItemProps: AutocompleteRenderValueGetItemProps<true>) {
  return people.map((person, index) => {
    const { key, ...itemProps } = getItemProps({ index });
    return (
      <Chip
        key={key}
        {...itemProps}
        size="small"
        label={person.label}
        title={person.title}
        avatar={<AvatarWithInitial name={person.label} src={person.avatar} alt="" />}
      />
    );
  });
}
